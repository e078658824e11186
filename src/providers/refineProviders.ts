import type { AccessControlProvider, AuthProvider, I18nProvider } from '@refinedev/core';
import { allows, defineAbilityFor } from '@contract/ability';
import type { Language } from '@contract/locales';
import type { ResourceDefinition } from './resourceDefinition';
import { safeRedirect, signInWithPassword, signOut } from './auth';
import { i18next } from './i18n';
import { switchLanguage } from './language';
import { session } from './session';
import { loginPath } from '../components/loginPath';

const loginRedirect = () => {
  const here = window.location.pathname.replace(/^\/en(?=\/|$)/, '') + window.location.search;
  return loginPath(here);
};

export const authProvider: AuthProvider = {
  async login({ account, password, redirect }: { account: string; password: string; redirect?: string }) {
    try {
      await signInWithPassword(account, password);
      return { success: true, redirectTo: safeRedirect(redirect ?? null) };
    } catch (error) {
      return { success: false, error: error as Error };
    }
  },
  async logout() {
    await signOut();
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    return session.isSignedIn() ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: loginRedirect() };
  },
  async onError(error: { statusCode?: number }) {
    return error?.statusCode === 401 ? { logout: true, redirectTo: loginRedirect() } : {};
  },
  async getIdentity() {
    const { profile, userName } = session.get();
    return profile ? { ...profile.userInfo, name: profile.userInfo.userName } : { userName, name: userName };
  },
  async getPermissions() {
    return session.get().permissions ?? [];
  },
};

/** Resource-level checks with the same CASL ability the server builds; rows are the server's business. */
export function createAccessControlProvider(definitions: readonly ResourceDefinition[]): AccessControlProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return {
    async can({ resource }) {
      const { profile, permissions } = session.get();
      const definition = resource ? byName.get(resource) : undefined;
      if (!definition) return { can: session.isSignedIn() };
      const ability = defineAbilityFor({
        id: profile?.userInfo.userId ?? 0,
        companyId: null,
        permissions: permissions ?? [],
      });
      return allows(ability, definition.permission) ? { can: true } : { can: false, reason: i18next.t('noAuthority', { ns: 'messages' }) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    String(i18next.t(key, { ns: 'console', defaultValue: defaultMessage, ...(typeof options === 'object' ? options : {}) })),
  changeLocale: (locale) => switchLanguage(locale as Language),
  getLocale: () => i18next.language,
};

const MAX_RETRIES = 3;

/**
 * Whether a failed console call is tried again: a network failure or a server error may pass, an answer of 4xx
 * (refused, not found, a state that does not allow it) will not, and retrying it only kept the list spinning for
 * seconds before its message (react-query's default retries every failure three times).
 */
export function retryFailedCall(failureCount: number, error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const QUERY_CLIENT_CONFIG = { defaultOptions: { queries: { retry: retryFailedCall } } };
