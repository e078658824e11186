import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AGREEMENT_TYPES, LIMITS, type Language, type Role } from '@contract';
import { agreementAcceptances, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { AGREEMENT_VERSION } from '../agreement/service';
import { revokeUserSessions } from '../loginCustom/repository/sessions';
import { forgetFailures } from '../loginCustom/service/throttle';
import type { DbOrTx, Tx } from './db';

export interface AccountRow {
  id: number;
  userName: string;
  userType: 'individual' | 'company';
  mobile: string | null;
  disabled: boolean;
}

const accountColumns = {
  id: users.id,
  userName: users.userName,
  userType: users.userType,
  mobile: users.mobile,
  disabled: users.disabled,
};
const asAccount = (row: (Omit<AccountRow, 'userType'> & { userType: string }) | undefined): AccountRow | undefined =>
  row ? { ...row, userType: row.userType as AccountRow['userType'] } : undefined;

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.mobile, mobile)).limit(1);
  return asAccount(row);
}

export async function findUserById(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return asAccount(row);
}

export async function mobileTaken(db: DbOrTx, mobile: string): Promise<boolean> {
  return (await findUserByMobile(db, mobile)) !== undefined;
}

/** User names compare without case: `Steel01` and `steel01` are one name. */
export async function userNameTaken(db: DbOrTx, userName: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return rows.length > 0;
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
  const [row] = await tx
    .insert(users)
    .values({
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
    })
    .returning(accountColumns);
  await tx.insert(userRoles).values({ userId: row.id, roleCode: user.role });
  await recordAgreements(tx, row.id, user.now, user.clientIp);
  return asAccount(row)!;
}

/** The current version of every agreement, accepted now (again accepting one changes nothing). */
async function recordAgreements(db: DbOrTx, userId: number, now: Date, clientIp?: string) {
  await db
    .insert(agreementAcceptances)
    .values(
      AGREEMENT_TYPES.map((agreementType) => ({
        userId,
        agreementType,
        version: AGREEMENT_VERSION,
        acceptedAt: now,
        clientIp: clientIp?.slice(0, 64) ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** A user name for an account that a mobile or WeChat login created: never a mobile number, rarely taken. */
export const generatedUserName = (prefix: 'user' | 'wx') => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Sets a new password and ends every session of the account and the wrong-password counts under its names. */
export async function setPassword(db: DbOrTx, userId: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now);
  const [names] = await db.select({ userName: users.userName, mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (names) await forgetFailures(db, [names.userName, names.mobile]);
}
