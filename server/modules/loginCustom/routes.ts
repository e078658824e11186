import type { FastifyInstance } from 'fastify';
import { API, MSG, VERIFY_KEY_HEADER } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import { confirmInSandbox, startAuthorization } from '../accounts/wechatAuth';
import type { Reference } from './reference';
import { revokeSession } from './sessions';
import { createImageCode } from './imageCode';
import { passwordLogin } from './passwordLogin';
import { loginByMobile, loginByMobileOrRegister } from './mobileLogin';
import { bindMobileToWechat, wechatLoginResult } from './wechatLogin';
import { exchangeSsoToken } from './sso';

const { loginCustom } = API;

export async function loginCustomRoutes(app: FastifyInstance, { deps: appDeps, reference }: { deps: AppDeps; reference: Reference }) {
  const deps = accountDeps(appDeps, app.log);

  route(app, loginCustom.login, async ({ input, request }) => passwordLogin(deps, request, input), {
    successMessage: MSG.loginSuccessful,
    ...perMinute(30),
  });

  route(app, loginCustom.getLoginConfig, async () => ({ captchaRequired: deps.captcha, wechatMode: deps.wechat.mode }));

  fileRoute(
    app,
    loginCustom.verifyCode,
    async () => {
      const { key, svg } = await createImageCode(deps.db, deps.clock.now(), deps.imageCodeText?.());
      return { contentType: 'image/svg+xml; charset=utf-8', body: svg, headers: { [VERIFY_KEY_HEADER]: key } };
    },
    perMinute(60),
  );

  route(app, loginCustom.loginByMobile, async ({ input, request }) => loginByMobile(deps, request, input), {
    successMessage: MSG.loginSuccessful,
    ...perMinute(30),
  });

  route(app, loginCustom.loginByMobileAndRegis, async ({ input, request }) => loginByMobileOrRegister(deps, request, input), {
    successMessage: MSG.loginSuccessful,
    ...perMinute(30),
  });

  route(app, loginCustom.getWxConfig, async ({ request }) => startAuthorization(deps, request, 'login', null), perMinute(30));

  route(app, loginCustom.wxLogin, async ({ input, request }) => wechatLoginResult(deps, request, input), perMinute(120));

  route(app, loginCustom.wxSandboxConfirm, async ({ input }) => confirmInSandbox(deps, input.state, input.nickname), perMinute(30));

  route(app, loginCustom.wxBindingMobile, async ({ input, request }) => bindMobileToWechat(deps, request, input), {
    successMessage: MSG.loginSuccessful,
    ...perMinute(30),
  });

  route(app, loginCustom.verifySSOToken, async ({ input, request }) => exchangeSsoToken(deps, request, input.jwtStr), {
    successMessage: MSG.loginSuccessful,
    ...perMinute(30),
  });

  route(app, loginCustom.checkLogin, async ({ user }) => ({
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
  }));

  route(
    app,
    loginCustom.logout,
    async ({ request }) => {
      const header = request.headers.authorization;
      const token = header?.replace(/^Bearer\s+/i, '');
      if (token) await revokeSession(deps.db, token, deps.clock.now());
      return null;
    },
    { successMessage: MSG.logoutSuccessful },
  );

  route(app, loginCustom.getRolePermission, async ({ user }) => ({
    roles: user.roles,
    permission: user.permissions,
  }));
}
