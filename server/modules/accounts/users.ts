import { randomBytes } from 'node:crypto';
import { LIMITS, type Language, type Role } from '@contract';
import { hashPassword } from '../../lib/password';
import { currentAgreementVersion } from '../agreement/service';
import { revokeUserSessions } from '../loginCustom/repository/sessions';
import { forgetFailures } from '../loginCustom/service/throttle';
import type { DbOrTx, Tx } from './db';
import * as repo from './repository/users';
import type { AccountRow } from './repository/users';

/** Accounts: reading them (the queries are in repository/users.ts), creating them, setting their password. */
export type { AccountRow };
export const findUserByMobile = repo.findUserByMobile;
export const findUserById = repo.findUserById;
export const userNameTaken = repo.userNameTaken;

export async function mobileTaken(db: DbOrTx, mobile: string): Promise<boolean> {
  return (await repo.findUserByMobile(db, mobile)) !== undefined;
}

/** The end of the free data privilege every new user gets (spec §6, §9: one month). */
export function freePrivilegeUntil(now: Date): Date {
  return addMonths(now, LIMITS.freeDataPrivilegeMonths);
}

/** The same day and time some months later, or the last day of that month (31 January + 1 month = 28 February). */
function addMonths(date: Date, months: number): Date {
  const until = new Date(date);
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return until;
}

export interface NewUser {
  userName: string;
  mobile: string;
  /** Omitted for accounts created by a mobile or WeChat login: a random one, replaced through password retrieval. */
  password?: string;
  userType: 'individual' | 'company';
  companyId?: number | null;
  realName?: string | null;
  email?: string | null;
  role: Role;
  language: Language;
  now: Date;
  clientIp?: string;
}

/** A new account with its role, its month of free data privilege and the agreements it accepted. */
export async function createUser(tx: Tx, user: NewUser): Promise<AccountRow> {
  const passwordHash = await hashPassword(user.password ?? randomBytes(24).toString('base64url'));
  const account = await repo.insertUser(
    tx,
    {
      userName: user.userName,
      mobile: user.mobile,
      passwordHash,
      userType: user.userType,
      companyId: user.companyId ?? null,
      realName: user.realName || null,
      email: user.email ?? null,
      language: user.language,
      privilegeUntil: freePrivilegeUntil(user.now),
      createdAt: user.now,
      updatedAt: user.now,
    },
    user.role,
  );
  await repo.recordAgreements(tx, account.id, await currentAgreementVersion(tx, user.now), user.now, user.clientIp);
  return account;
}

/** A user name for an account that a mobile or WeChat login created: never a mobile number, rarely taken. */
export const generatedUserName = (prefix: 'user' | 'wx') => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Sets a new password and ends every session of the account and the wrong-password counts under its names. */
export async function setPassword(db: DbOrTx, userId: number, password: string, now: Date): Promise<void> {
  const names = await repo.updatePasswordHash(db, userId, await hashPassword(password), now);
  await revokeUserSessions(db, userId, now);
  if (names) await forgetFailures(db, [names.userName, names.mobile]);
}
