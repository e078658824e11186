import { loginCustom } from '@contract/endpoints/loginCustom';
import { call } from './http';
import { session } from './session';

/** After any kind of login: token and user name stored, then the login check (permissions and menu). */
export async function completeSignIn(token: string, userName: string) {
  session.signIn(token, userName);
  session.applyCheck(await call(loginCustom.checkLogin, {}));
}

/** Password login (with the image code when the server asks for one) followed by the login check. */
export async function signInWithPassword(account: string, password: string, imageCode?: { verifyKey: string; verifyCode: string }) {
  const body = await call(loginCustom.login, { account, password, ...imageCode });
  await completeSignIn(body.data.token, body.data.userName);
  return body.msg;
}

export { signOut } from './signOut';

/** Only same-site paths may be redirect targets after login (no open redirect). */
export const safeRedirect = (target: string | null, fallback = '/my') =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
