import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import { badRequest, conflict } from '../../http/errors';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import { checkCode, consumeCode } from '../accounts/codes';
import { sendCode } from '../accounts/sendCode';
import { findUserByMobile, mobileTaken, setPassword, userNameTaken } from '../accounts/users';
import { register } from './registration';
import { userLevels } from './levels';

const { gateway } = API;

/** Purposes whose number must have an account, and the one whose number must not. */
const NEEDS_ACCOUNT = new Set(['login', 'password']);
const NEEDS_NO_ACCOUNT = new Set(['register']);

export async function gatewayRoutes(app: FastifyInstance, { deps: appDeps }: { deps: AppDeps }) {
  const deps = accountDeps(appDeps, app.log);

  route(
    app,
    gateway.sendMobile,
    async ({ input, request }) => {
      const registered = await mobileTaken(deps.db, input.mobile);
      if (NEEDS_ACCOUNT.has(input.type) && !registered) throw badRequest(MSG.mobileNotRegistered);
      if (NEEDS_NO_ACCOUNT.has(input.type) && registered) throw conflict(MSG.mobileRegistered);
      return sendCode(deps, request, { channel: 'sms', target: input.mobile, purpose: input.type });
    },
    // Limited per number and per client address in the database (see accounts/codes.ts).
    { successMessage: MSG.codeSent },
  );

  route(
    app,
    gateway.verifySmsCode,
    async ({ input }) => {
      await checkCode(deps.db, deps.clock.now(), { channel: 'sms', target: input.mobile, purpose: input.type }, input.smsCode);
      return null;
    },
    perMinute(30),
  );

  route(app, gateway.verifyMobileIsExist, async ({ input }) => ({ exists: await mobileTaken(deps.db, input.mobile) }), perMinute(60));

  route(
    app,
    gateway.verifyUserNameIsExist,
    async ({ input }) => ({ exists: await userNameTaken(deps.db, input.userName) }),
    perMinute(60),
  );

  route(app, gateway.saveUserInfo, async ({ input, request }) => register(deps, request, input), {
    successMessage: MSG.registerSuccessful,
    ...perMinute(20),
  });

  route(
    app,
    gateway.forgetPassword,
    async ({ input }) => {
      const now = deps.clock.now();
      const account = await findUserByMobile(deps.db, input.mobile);
      if (!account) throw badRequest(MSG.mobileNotRegistered);
      const codeId = await checkCode(deps.db, now, { channel: 'sms', target: input.mobile, purpose: 'password' }, input.smsCode);
      await deps.db.transaction(async (tx) => {
        await consumeCode(tx, codeId, now);
        await setPassword(tx, account.id, input.password, now);
      });
      return null;
    },
    { successMessage: MSG.passwordReset, ...perMinute(20) },
  );

  route(app, gateway.listUserLevelList, async ({ user }) => userLevels(deps.db, user?.userId ?? null, deps.clock.now()));
}
