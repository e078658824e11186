import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function privilegeOf(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db.select({ privilegeUntil: users.privilegeUntil, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row;
}

/** Extends the privilege by `months`, from its end while it runs, else from now (one statement: no lost update). */
export async function extendPrivilege(db: Pick<Db, 'update'>, userId: number, months: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ privilegeUntil: sql`greatest(coalesce(${users.privilegeUntil}, ${now}), ${now}) + make_interval(months => ${months}::int)` })
    .where(eq(users.id, userId))
    .returning({ privilegeUntil: users.privilegeUntil });
  return row?.privilegeUntil ?? null;
}
