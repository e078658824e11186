import { eq, sql } from 'drizzle-orm';
import { AGREEMENT_TYPES } from '@contract';
import { agreementAcceptances, userRoles, users } from '../../../db/schema';
import type { DbOrTx, Tx } from '../db';

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

/** User names compare without case: `Steel01` and `steel01` are one name. */
export async function userNameTaken(db: DbOrTx, userName: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert, role: string): Promise<AccountRow> {
  const [row] = await tx.insert(users).values(values).returning(accountColumns);
  await tx.insert(userRoles).values({ userId: row.id, roleCode: role });
  return asAccount(row)!;
}

/** The current version of every agreement, accepted now (accepting one again changes nothing). */
export async function recordAgreements(db: DbOrTx, userId: number, version: string, now: Date, clientIp?: string) {
  await db
    .insert(agreementAcceptances)
    .values(
      AGREEMENT_TYPES.map((agreementType) => ({
        userId,
        agreementType,
        version,
        acceptedAt: now,
        clientIp: clientIp?.slice(0, 64) ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** Sets the password hash; the account's names (for forgetting their wrong-password counts). */
export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string, now: Date) {
  const [names] = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ userName: users.userName, mobile: users.mobile });
  return names;
}
