import type { AccountDeps } from '../../accounts/adapters';
import type { SessionUser } from '../../../plugins/auth';
import type { Reference } from './reference';
import { createImageCode } from './imageCode';
import { revokeSession } from '../repository/sessions';

/**
 * The login calls' rules, as routes.ts sees them. The ways of signing in have a file each here (passwordLogin,
 * mobileLogin, wechatLogin, sso), throttling, image codes and the role reference theirs; their SQL is in
 * ../repository/. This file holds the small calls around them.
 */
export { passwordLogin } from './passwordLogin';
export { loginByMobile, loginByMobileOrRegister } from './mobileLogin';
export { bindMobileToWechat, wechatLoginResult } from './wechatLogin';
export { exchangeSsoToken } from './sso';

export const loginConfig = (deps: AccountDeps) => ({ captchaRequired: deps.captcha, wechatMode: deps.wechat.mode });

export const imageCode = (deps: AccountDeps) => createImageCode(deps.db, deps.clock.now(), deps.imageCodeText?.());

/** The login check (spec §3): the session's user, permissions, roles and the menu those permissions open. */
export const checkLogin = (user: SessionUser, reference: Reference) => ({
  token: user.token,
  permission: user.permissions,
  roles: user.roles,
  userInfo: { userId: user.userId, userName: user.userName, userType: user.userType },
  extendUserInfo: {
    companyName: user.companyName,
    isStandardSystem: user.isStandardSystem,
    isCompanyUser: user.companyId !== null,
  },
  listSysMenuUser: reference.menuFor(user.permissions),
});

/** Ends the session of the bearer token, if any. */
export async function logout(deps: AccountDeps, authorization: string | undefined) {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  if (token) await revokeSession(deps.db, token, deps.clock.now());
}
