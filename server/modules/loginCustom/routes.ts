import type { FastifyInstance } from 'fastify';
import { API, MSG, VERIFY_KEY_HEADER } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import { confirmInSandbox, startAuthorization } from '../accounts/wechatAuth';
import type { Reference } from './service/reference';
import * as service from './service';

const { loginCustom } = API;
const signedIn = { successMessage: MSG.loginSuccessful, ...perMinute(30) };

export async function loginCustomRoutes(app: FastifyInstance, { deps: appDeps, reference }: { deps: AppDeps; reference: Reference }) {
  const deps = accountDeps(appDeps, app.log);

  route(app, loginCustom.login, ({ input, request }) => service.passwordLogin(deps, request, input), signedIn);
  route(app, loginCustom.getLoginConfig, async () => service.loginConfig(deps));
  fileRoute(
    app,
    loginCustom.verifyCode,
    async () => {
      const { key, svg } = await service.imageCode(deps);
      return { contentType: 'image/svg+xml; charset=utf-8', body: svg, headers: { [VERIFY_KEY_HEADER]: key } };
    },
    perMinute(60),
  );
  route(app, loginCustom.loginByMobile, ({ input, request }) => service.loginByMobile(deps, request, input), signedIn);
  route(app, loginCustom.loginByMobileAndRegis, ({ input, request }) => service.loginByMobileOrRegister(deps, request, input), signedIn);
  route(app, loginCustom.getWxConfig, ({ request }) => startAuthorization(deps, request, 'login', null), perMinute(30));
  route(app, loginCustom.wxLogin, ({ input, request }) => service.wechatLoginResult(deps, request, input), perMinute(120));
  route(app, loginCustom.wxSandboxConfirm, ({ input }) => confirmInSandbox(deps, input.state, input.nickname), perMinute(30));
  route(app, loginCustom.wxBindingMobile, ({ input, request }) => service.bindMobileToWechat(deps, request, input), signedIn);
  route(app, loginCustom.verifySSOToken, ({ input, request }) => service.exchangeSsoToken(deps, request, input.jwtStr), signedIn);
  route(app, loginCustom.checkLogin, async ({ user }) => service.checkLogin(user, reference));
  route(app, loginCustom.logout, ({ request }) => service.logout(deps, request.headers.authorization).then(() => null), {
    successMessage: MSG.logoutSuccessful,
  });
  route(app, loginCustom.getRolePermission, async ({ user }) => ({ roles: user.roles, permission: user.permissions }));
}
