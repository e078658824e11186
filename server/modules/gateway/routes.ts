import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import * as service from './service';

const { gateway } = API;
const done = () => null;

/** Registration, SMS codes, password retrieval and user levels (`gateway/*`). */
export async function gatewayRoutes(app: FastifyInstance, { deps: appDeps }: { deps: AppDeps }) {
  const deps = accountDeps(appDeps, app.log);

  route(app, gateway.sendMobile, ({ input, request }) => service.sendMobileCode(deps, request, input.mobile, input.type), {
    successMessage: MSG.codeSent,
  });
  route(app, gateway.verifySmsCode, ({ input }) => service.verifySmsCode(deps, input.mobile, input.type, input.smsCode).then(done), perMinute(30));
  route(app, gateway.verifyMobileIsExist, ({ input }) => service.mobileExists(deps, input.mobile), perMinute(60));
  route(app, gateway.verifyUserNameIsExist, ({ input }) => service.userNameExists(deps, input.userName), perMinute(60));
  route(app, gateway.saveUserInfo, ({ input, request }) => service.register(deps, request, input), {
    successMessage: MSG.registerSuccessful,
    ...perMinute(20),
  });
  route(app, gateway.forgetPassword, ({ input }) => service.resetPassword(deps, input.mobile, input.smsCode, input.password).then(done), {
    successMessage: MSG.passwordReset,
    ...perMinute(20),
  });
  route(app, gateway.listUserLevelList, ({ user }) => service.userLevels(deps, user?.userId ?? null));
}
