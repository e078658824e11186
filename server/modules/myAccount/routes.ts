import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import * as service from './service';

const { myAccount } = API;
const done = () => null;

/** The personal centre's own-account calls: profile, password, mobile, e-mail, WeChat binding. */
export async function myAccountRoutes(app: FastifyInstance, { deps: appDeps }: { deps: AppDeps }) {
  const deps = accountDeps(appDeps, app.log);

  route(app, myAccount.getPersonalData, ({ user }) => service.personalData(deps, user.userId));
  route(app, myAccount.savePersonalData, ({ input, user }) => service.savePersonalData(deps, user.userId, input.realName), {
    successMessage: MSG.saveSuccessful,
  });
  route(app, myAccount.updatePassword, ({ input, user }) => service.changePassword(deps, user.userId, input.oldPassword, input.password).then(done), {
    successMessage: MSG.passwordChanged,
    ...perMinute(10),
  });
  route(app, myAccount.sendNewMobileCode, ({ input, request, user }) => service.sendNewMobileCode(deps, request, user.userId, input.mobile), {
    successMessage: MSG.codeSent,
  });
  route(app, myAccount.updateMobile, ({ input, user }) => service.changeMobile(deps, user.userId, input.mobile, input.smsCode), {
    successMessage: MSG.mobileChanged,
    ...perMinute(10),
  });
  route(app, myAccount.sendEmailCode, ({ input, request, user }) => service.sendEmailCode(deps, request, user.userId, input.email), {
    successMessage: MSG.emailCodeSent,
  });
  route(app, myAccount.verifyEmailCode, ({ input, user }) => service.verifyEmailCode(deps, user.userId, input.email, input.code).then(done));
  route(app, myAccount.saveEmail, ({ input, user }) => service.saveEmail(deps, user.userId, input.email, input.code), {
    successMessage: MSG.emailSaved,
  });
  route(app, myAccount.wechatBindStart, ({ request, user }) => service.startWechatBinding(deps, request, user.userId));
  route(app, myAccount.wechatBindResult, ({ input, request, user }) => service.wechatBindingResult(deps, request, user.userId, input.state, input.code), perMinute(120));
  route(app, myAccount.wechatUnbind, ({ user }) => service.unbindWechat(deps, user.userId).then(done), { successMessage: MSG.wechatUnbound });
}
