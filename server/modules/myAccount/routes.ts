import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API, MSG } from '@contract';
import { users, wechatBindings } from '../../db/schema';
import { route } from '../../http/route';
import { badRequest, conflict } from '../../http/errors';
import { verifyPassword } from '../../lib/password';
import type { AppDeps } from '../../deps';
import { accountDeps } from '../accounts/adapters';
import { perMinute } from '../accounts/rateLimit';
import { checkCode, consumeCode, type CodeTarget } from '../accounts/codes';
import { isUniqueViolation } from '../accounts/db';
import { sendCode } from '../accounts/sendCode';
import { mobileTaken, setPassword } from '../accounts/users';
import {
  bindWechat,
  bindingOfUser,
  confirmWithCode,
  findAuthorization,
  isExpired,
  moveAuthorization,
  startAuthorization,
} from '../accounts/wechatAuth';
import { personalData, updateUser } from './profile';

const { myAccount } = API;

/** The personal centre's own-account calls: profile, password, mobile, e-mail, WeChat binding. */
export async function myAccountRoutes(app: FastifyInstance, { deps: appDeps }: { deps: AppDeps }) {
  const deps = accountDeps(appDeps, app.log);
  const newMobile = (userId: number, mobile: string): CodeTarget => ({ channel: 'sms', target: mobile, purpose: 'changeMobile', userId });
  const newEmail = (userId: number, email: string): CodeTarget => ({ channel: 'email', target: email.toLowerCase(), purpose: 'email', userId });

  route(app, myAccount.getPersonalData, async ({ user }) => personalData(deps.db, user.userId));

  route(
    app,
    myAccount.savePersonalData,
    async ({ input, user }) => {
      await updateUser(deps.db, user.userId, deps.clock.now(), { realName: input.realName || null });
      return personalData(deps.db, user.userId);
    },
    { successMessage: MSG.saveSuccessful },
  );

  route(
    app,
    myAccount.updatePassword,
    async ({ input, user }) => {
      const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.userId));
      if (!(await verifyPassword(input.oldPassword, row.passwordHash))) throw badRequest(MSG.oldPasswordWrong);
      if (input.password === input.oldPassword) throw badRequest(MSG.samePassword);
      await setPassword(deps.db, user.userId, input.password, deps.clock.now());
      return null;
    },
    { successMessage: MSG.passwordChanged, ...perMinute(10) },
  );

  route(
    app,
    myAccount.sendNewMobileCode,
    async ({ input, request, user }) => {
      if (await mobileTaken(deps.db, input.mobile)) throw conflict(MSG.mobileRegistered);
      return sendCode(deps, request, newMobile(user.userId, input.mobile));
    },
    { successMessage: MSG.codeSent },
  );

  route(
    app,
    myAccount.updateMobile,
    async ({ input, user }) => {
      const now = deps.clock.now();
      if (await mobileTaken(deps.db, input.mobile)) throw conflict(MSG.mobileRegistered);
      const codeId = await checkCode(deps.db, now, newMobile(user.userId, input.mobile), input.smsCode);
      try {
        await deps.db.transaction(async (tx) => {
          await consumeCode(tx, codeId, now);
          await tx.update(users).set({ mobile: input.mobile, updatedAt: now }).where(eq(users.id, user.userId));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_mobile_unique')) throw conflict(MSG.mobileRegistered);
        throw error;
      }
      return personalData(deps.db, user.userId);
    },
    { successMessage: MSG.mobileChanged, ...perMinute(10) },
  );

  route(
    app,
    myAccount.sendEmailCode,
    async ({ input, request, user }) => sendCode(deps, request, newEmail(user.userId, input.email)),
    { successMessage: MSG.emailCodeSent },
  );

  route(app, myAccount.verifyEmailCode, async ({ input, user }) => {
    await checkCode(deps.db, deps.clock.now(), newEmail(user.userId, input.email), input.code);
    return null;
  });

  route(
    app,
    myAccount.saveEmail,
    async ({ input, user }) => {
      const now = deps.clock.now();
      const codeId = await checkCode(deps.db, now, newEmail(user.userId, input.email), input.code);
      await deps.db.transaction(async (tx) => {
        await consumeCode(tx, codeId, now);
        await tx.update(users).set({ email: input.email, updatedAt: now }).where(eq(users.id, user.userId));
      });
      return personalData(deps.db, user.userId);
    },
    { successMessage: MSG.emailSaved },
  );

  route(app, myAccount.wechatBindStart, async ({ request, user }) => {
    if (await bindingOfUser(deps.db, user.userId)) throw conflict(MSG.wechatAlreadyBound);
    return startAuthorization(deps, request, 'bind', user.userId);
  });

  route(
    app,
    myAccount.wechatBindResult,
    async ({ input, request, user }) => {
      const now = deps.clock.now();
      let row = await findAuthorization(deps.db, input.state, 'bind', user.userId);
      row = await confirmWithCode(deps, request, row, input.code);
      if (row.status === 'pending') return { status: isExpired(row, now) ? ('expired' as const) : ('waiting' as const), nickname: null };
      if (row.status !== 'confirmed') throw badRequest(MSG.wechatStateInvalid);
      await deps.db.transaction(async (tx) => {
        if (!(await moveAuthorization(tx, row, 'confirmed', 'done'))) throw badRequest(MSG.wechatStateInvalid);
        await bindWechat(tx, user.userId, row, now);
      });
      return { status: 'bound' as const, nickname: row.nickname };
    },
    perMinute(120),
  );

  route(
    app,
    myAccount.wechatUnbind,
    async ({ user }) => {
      const removed = await deps.db.delete(wechatBindings).where(eq(wechatBindings.userId, user.userId)).returning();
      if (removed.length === 0) throw badRequest(MSG.wechatNotBound);
      return null;
    },
    { successMessage: MSG.wechatUnbound },
  );
}
