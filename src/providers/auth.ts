import { loginCustom } from '@contract/endpoints/loginCustom';
import { call } from './http';
import { session } from './session';

/** Password login followed by the login check: token, user name, permissions and menu stored. */
export async function signInWithPassword(account: string, password: string) {
  const body = await call(loginCustom.login, { account, password });
  session.signIn(body.data.token, body.data.userName);
  session.applyCheck(await call(loginCustom.checkLogin, {}));
  return body.msg;
}

export { signOut } from './signOut';

/** Only same-site paths may be redirect targets after login (no open redirect). */
export const safeRedirect = (target: string | null, fallback = '/my') =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
