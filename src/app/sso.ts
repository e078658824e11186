import type { NavigateFunction } from 'react-router';
import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { readToken, writeSession } from '../providers/cookies';
import { call } from '../providers/http';

/** The query parameter another site of the platform hands its single-sign-on token over in. */
const SSO_PARAM = 'ssotoken';

/** The embedded desktop client names itself in its user agent; it signs in its own way (spec §4). */
export const isDesktopClient = (userAgent = navigator.userAgent) => /\batsteel-desktop\b|\bElectron\//i.test(userAgent);

export const hasSsoToken = (search: string) => new URLSearchParams(search).has(SSO_PARAM);

/**
 * Single sign-on (spec §4). With a token cookie, the `ssotoken` is dropped and a refresh timestamp put in
 * its place. Without one, the token is exchanged: the session is stored (one day) and the page refreshed,
 * or the address the server names is followed; no session means the login page.
 */
export async function runSsoGuard(pathname: string, search: string, navigate: NavigateFunction) {
  if (isDesktopClient()) return;
  const params = new URLSearchParams(search);
  const jwtStr = params.get(SSO_PARAM);
  if (!jwtStr) return;
  if (readToken()) {
    params.delete(SSO_PARAM);
    params.set('t', String(Date.now()));
    navigate({ pathname, search: `?${params}` }, { replace: true });
    return;
  }
  try {
    const { token, userName, redirect } = await call(LIGHT_ROUTES.verifySSOToken, { jwtStr });
    writeSession(token, userName);
    if (redirect) window.location.assign(redirect);
    else window.location.reload();
  } catch {
    navigate('/login', { replace: true });
  }
}
