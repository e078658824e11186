import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { loginThrottles } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

const of = (accountHash: string, address: string) => and(eq(loginThrottles.accountHash, accountHash), eq(loginThrottles.address, address));

export async function nextAttemptAt(db: DbOrTx, accountHash: string, address: string) {
  const [row] = await db.select({ next: loginThrottles.nextAttemptAt }).from(loginThrottles).where(of(accountHash, address));
  return row?.next ?? null;
}

/** Counts one more failure; the count so far. */
export async function countFailure(db: DbOrTx, accountHash: string, address: string, now: Date) {
  const [row] = await db
    .insert(loginThrottles)
    .values({ accountHash, address, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.accountHash, loginThrottles.address],
      set: { failures: sql`${loginThrottles.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginThrottles.failures });
  return row.failures;
}

export async function setNextAttempt(db: DbOrTx, accountHash: string, address: string, at: Date) {
  await db.update(loginThrottles).set({ nextAttemptAt: at }).where(of(accountHash, address));
}

export async function deleteOlderThan(db: DbOrTx, before: Date) {
  await db.delete(loginThrottles).where(lt(loginThrottles.updatedAt, before));
}

export async function deleteCount(db: DbOrTx, accountHash: string, address: string) {
  await db.delete(loginThrottles).where(of(accountHash, address));
}

export async function deleteCountsOf(db: DbOrTx, accountHashes: string[]) {
  if (accountHashes.length > 0) await db.delete(loginThrottles).where(inArray(loginThrottles.accountHash, accountHashes));
}
