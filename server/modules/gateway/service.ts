import type { FastifyRequest } from 'fastify';
import { LIMITS, MSG, type SmsPurpose } from '@contract';
import { badRequest, conflict } from '../../http/errors';
import type { AccountDeps } from '../accounts/adapters';
import { checkCode, consumeCode } from '../accounts/codes';
import { sendCode } from '../accounts/sendCode';
import { findUserByMobile, mobileTaken, setPassword, userNameTaken } from '../accounts/users';
import * as repo from './repository';

export { register } from './registration';

/** Purposes whose number must have an account, and the one whose number must not. */
const NEEDS_ACCOUNT = new Set<SmsPurpose>(['login', 'password']);
const NEEDS_NO_ACCOUNT = new Set<SmsPurpose>(['register']);

/** An SMS code for a purpose; limited per number and per client address in the database (accounts/codes.ts). */
export async function sendMobileCode(deps: AccountDeps, request: FastifyRequest, mobile: string, purpose: SmsPurpose) {
  const registered = await mobileTaken(deps.db, mobile);
  if (NEEDS_ACCOUNT.has(purpose) && !registered) throw badRequest(MSG.mobileNotRegistered);
  if (NEEDS_NO_ACCOUNT.has(purpose) && registered) throw conflict(MSG.mobileRegistered);
  return sendCode(deps, request, { channel: 'sms', target: mobile, purpose });
}

export async function verifySmsCode(deps: AccountDeps, mobile: string, purpose: SmsPurpose, smsCode: string) {
  await checkCode(deps.db, deps.clock.now(), { channel: 'sms', target: mobile, purpose }, smsCode);
}

export const mobileExists = async (deps: AccountDeps, mobile: string) => ({ exists: await mobileTaken(deps.db, mobile) });
export const userNameExists = async (deps: AccountDeps, userName: string) => ({ exists: await userNameTaken(deps.db, userName) });

/** Password retrieval: a code sent to the account's number sets a new password. */
export async function resetPassword(deps: AccountDeps, mobile: string, smsCode: string, password: string) {
  const now = deps.clock.now();
  const account = await findUserByMobile(deps.db, mobile);
  if (!account) throw badRequest(MSG.mobileNotRegistered);
  const codeId = await checkCode(deps.db, now, { channel: 'sms', target: mobile, purpose: 'password' }, smsCode);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    await setPassword(tx, account.id, password, now);
  });
}

/**
 * The user privileges the platform has today: the free data privilege every new user gets for a month
 * (spec §6, §9). Paid levels appear here when the platform sells them.
 */
const LEVELS = [
  { code: 'freeDataPrivilege' as const, durationMonths: LIMITS.freeDataPrivilegeMonths, price: 0, forNewUsers: true },
];

export async function userLevels(deps: AccountDeps, userId: number | null) {
  if (userId === null) return { levels: LEVELS, current: null };
  const until = await repo.privilegeUntilOf(deps.db, userId);
  return {
    levels: LEVELS,
    current: {
      code: until ? ('freeDataPrivilege' as const) : null,
      privilegeUntil: until?.toISOString() ?? null,
      active: until !== null && until > deps.clock.now(),
    },
  };
}
