import Cookies from 'js-cookie';
import { LIMITS } from '@contract/limits';
import { cookieFromLanguage, type Language } from '@contract/locales';

/** Names of the values spec §3 keeps in the browser. */
export const STORE = {
  token: 'token',
  userName: 'userName',
  permission: 'permission',
  language: 'language',
  playLang: 'PLAY_LANG',
  visitorToken: 'visitorToken',
  langKey: 'lang',
  menuKey: 'menuList',
  tokenCodeKey: 'tokenCode',
} as const;

const DAY = LIMITS.tokenMaxAgeSeconds / 86400;
/** Cookies of a page served over HTTPS are sent over HTTPS only (the session token above all). */
export const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'lax' as const,
  secure: globalThis.location?.protocol === 'https:',
});

export const readToken = () => Cookies.get(STORE.token) ?? '';
export const readUserName = () => Cookies.get(STORE.userName) ?? '';
export const readVisitorToken = () => Cookies.get(STORE.visitorToken);

export function readPermissions(): string[] | undefined {
  const raw = Cookies.get(STORE.permission);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(token: string, userName: string) {
  Cookies.set(STORE.token, token, cookieOptions(DAY));
  Cookies.set(STORE.userName, userName, cookieOptions(DAY));
}
export const writePermissions = (permissions: readonly string[]) =>
  Cookies.set(STORE.permission, JSON.stringify(permissions), cookieOptions(DAY));
export const writeVisitorToken = (token: string) => Cookies.set(STORE.visitorToken, token, cookieOptions(365));

export function clearSession() {
  for (const name of [STORE.token, STORE.userName, STORE.permission]) Cookies.remove(name, { path: '/' });
  localStorage.removeItem(STORE.menuKey);
}

/** Language as spec §3 stores it: `lang` in local storage, the CN/EN cookie and PLAY_LANG. */
export function writeLanguage(language: Language) {
  localStorage.setItem(STORE.langKey, language);
  Cookies.set(STORE.language, cookieFromLanguage(language), cookieOptions(LIMITS.languageCookieMaxAgeDays));
  Cookies.set(STORE.playLang, language === 'en' ? 'EN' : 'CN', cookieOptions(LIMITS.languageCookieMaxAgeDays));
}

/** The last no-token / invalid-token code, kept until a request succeeds (spec §4). */
// globalThis: calls also run on the server while it renders a page (src/serverRender.tsx), where there is no storage.
export const saveTokenCode = (code: number) => globalThis.localStorage?.setItem(STORE.tokenCodeKey, String(code));
export const clearTokenCode = () => globalThis.localStorage?.removeItem(STORE.tokenCodeKey);
export const readTokenCode = () => localStorage.getItem(STORE.tokenCodeKey);
