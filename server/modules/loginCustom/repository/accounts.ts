import { eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

/** The account a login names, by user name or mobile number. */
export async function findLoginAccount(db: Db, account: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      userType: users.userType,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(or(eq(users.userName, account), eq(users.mobile, account)))
    .limit(1);
  return row ? { ...row, userType: row.userType as 'individual' | 'company' } : undefined;
}
