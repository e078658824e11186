import type { FastifyRequest } from 'fastify';
import { MSG } from '@contract';
import { badRequest, conflict, notFound } from '../../http/errors';
import { verifyPassword } from '../../lib/password';
import type { AccountDeps } from '../accounts/adapters';
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
import * as repo from './repository';

/** The rules of the personal centre's own-account calls: profile, password, mobile, e-mail, WeChat binding. */
const newMobile = (userId: number, mobile: string): CodeTarget => ({ channel: 'sms', target: mobile, purpose: 'changeMobile', userId });
const newEmail = (userId: number, email: string): CodeTarget => ({ channel: 'email', target: email.toLowerCase(), purpose: 'email', userId });

export async function personalData(deps: AccountDeps, userId: number) {
  const data = await repo.findPersonalData(deps.db, userId);
  if (!data) throw notFound();
  return data;
}

export async function savePersonalData(deps: AccountDeps, userId: number, realName: string | undefined) {
  await repo.updateUser(deps.db, userId, deps.clock.now(), { realName: realName || null });
  return personalData(deps, userId);
}

export async function changePassword(deps: AccountDeps, userId: number, oldPassword: string, password: string) {
  const hash = await repo.passwordHashOf(deps.db, userId);
  if (!hash || !(await verifyPassword(oldPassword, hash))) throw badRequest(MSG.oldPasswordWrong);
  if (password === oldPassword) throw badRequest(MSG.samePassword);
  await setPassword(deps.db, userId, password, deps.clock.now());
}

export async function sendNewMobileCode(deps: AccountDeps, request: FastifyRequest, userId: number, mobile: string) {
  if (await mobileTaken(deps.db, mobile)) throw conflict(MSG.mobileRegistered);
  return sendCode(deps, request, newMobile(userId, mobile));
}

export async function changeMobile(deps: AccountDeps, userId: number, mobile: string, smsCode: string) {
  const now = deps.clock.now();
  if (await mobileTaken(deps.db, mobile)) throw conflict(MSG.mobileRegistered);
  const codeId = await checkCode(deps.db, now, newMobile(userId, mobile), smsCode);
  try {
    await deps.db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await repo.updateUser(tx, userId, now, { mobile });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_unique')) throw conflict(MSG.mobileRegistered);
    throw error;
  }
  return personalData(deps, userId);
}

export const sendEmailCode = (deps: AccountDeps, request: FastifyRequest, userId: number, email: string) =>
  sendCode(deps, request, newEmail(userId, email));

export async function verifyEmailCode(deps: AccountDeps, userId: number, email: string, code: string) {
  await checkCode(deps.db, deps.clock.now(), newEmail(userId, email), code);
}

export async function saveEmail(deps: AccountDeps, userId: number, email: string, code: string) {
  const now = deps.clock.now();
  const codeId = await checkCode(deps.db, now, newEmail(userId, email), code);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    await repo.updateUser(tx, userId, now, { email });
  });
  return personalData(deps, userId);
}

export async function startWechatBinding(deps: AccountDeps, request: FastifyRequest, userId: number) {
  if (await bindingOfUser(deps.db, userId)) throw conflict(MSG.wechatAlreadyBound);
  return startAuthorization(deps, request, 'bind', userId);
}

/** Polled by the binding dialog: waiting, expired, or bound once WeChat confirmed. */
export async function wechatBindingResult(deps: AccountDeps, request: FastifyRequest, userId: number, state: string, code?: string) {
  const now = deps.clock.now();
  let row = await findAuthorization(deps.db, state, 'bind', userId);
  row = await confirmWithCode(deps, request, row, code);
  if (row.status === 'pending') return { status: isExpired(row, now) ? ('expired' as const) : ('waiting' as const), nickname: null };
  if (row.status !== 'confirmed') throw badRequest(MSG.wechatStateInvalid);
  const confirmed = row;
  await deps.db.transaction(async (tx) => {
    if (!(await moveAuthorization(tx, confirmed, 'confirmed', 'done'))) throw badRequest(MSG.wechatStateInvalid);
    await bindWechat(tx, userId, confirmed, now);
  });
  return { status: 'bound' as const, nickname: confirmed.nickname };
}

export async function unbindWechat(deps: AccountDeps, userId: number) {
  if (!(await repo.deleteWechatBinding(deps.db, userId))) throw badRequest(MSG.wechatNotBound);
}
