import { eq } from 'drizzle-orm';
import type { Language } from '@contract';
import { companyMembers, userRoles, users } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

/** The account with this mobile number and its company, if there is one. */
export async function accountByMobile(db: DbOrTx, mobile: string) {
  const [existing] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, mobile));
  return existing;
}

export interface NewEmployeeAccount {
  userName: string;
  mobile: string;
  fullName: string;
  passwordHash: string;
  companyId: number;
  groupId: number | null;
  language: Language;
  privilegeUntil: Date;
}

/** A new account the company opens: the user, its employee role and the company's record of the person. */
export async function insertEmployeeAccount(db: DbOrTx, account: NewEmployeeAccount, now: Date) {
  const [user] = await db
    .insert(users)
    .values({
      userName: account.userName,
      mobile: account.mobile,
      realName: account.fullName,
      passwordHash: account.passwordHash,
      userType: 'company',
      companyId: account.companyId,
      language: account.language,
      privilegeUntil: account.privilegeUntil,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleCode: 'employee' });
  await db.insert(companyMembers).values({
    userId: user.id,
    companyId: account.companyId,
    fullName: account.fullName,
    groupId: account.groupId,
    createdByCompany: true,
    joinedAt: now,
  });
  return user.id;
}

/** Name and group the company keeps for one of its people. */
export async function saveMemberRecord(db: DbOrTx, userId: number, companyId: number, values: { fullName: string; groupId: number | null }, now: Date) {
  await db
    .insert(companyMembers)
    .values({ userId, companyId, ...values, joinedAt: now })
    .onConflictDoUpdate({ target: companyMembers.userId, set: values });
}
