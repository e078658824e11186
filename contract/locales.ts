/** Languages and the URL rules of spec §4: Chinese has no prefix, English lives under `/en`. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
export const EN_PREFIX = '/en';

export const isLanguage = (value: unknown): value is Language =>
  value === 'zh' || value === 'en';

/** The language a browser path belongs to. */
export function languageOfPath(pathname: string): Language {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'zh';
}

/** The path without its language prefix, always starting with `/`. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'zh') return pathname || '/';
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another language, keeping the query and hash. */
export function localizedUrl(language: Language, pathname: string, search = '', hash = ''): string {
  const bare = stripLanguage(pathname);
  const path = language === 'en' ? (bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`) : bare;
  return `${path}${search}${hash}`;
}

/** Language cookie values of spec §3: `CN` selects Chinese, anything else English. */
export const languageFromCookie = (value: string | undefined): Language | undefined =>
  value === undefined || value === '' ? undefined : value === 'CN' ? 'zh' : 'en';
export const cookieFromLanguage = (language: Language) => (language === 'zh' ? 'CN' : 'EN');

/** Picks the first supported language of an Accept-Language header. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
