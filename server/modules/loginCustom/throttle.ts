import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, MSG } from '@contract';
import type { DbOrTx } from '../accounts/db';
import { loginThrottles } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Wrong passwords are counted per (account as typed, client address). The first few are free; after that each
 * attempt from that address must wait twice as long as the last (2 s, 4 s, 8 s … up to 15 minutes). Nothing locks
 * the account itself, so a stranger's failures never keep its owner out, and an account that does not exist is
 * counted and answered exactly like one that does. The image code asked of every password login (on by default)
 * is what slows an attacker who spreads guesses over many addresses.
 */
const L = ACCOUNT_LIMITS;

const accountHash = (account: string) => createHash('sha256').update(account).digest('hex');

export const tooSoon = (seconds: number) => new AppError(429, MSG.loginTooSoon, -1, { seconds });

/** The wait after the n-th failure in a row: none for the first free ones, then doubling up to the cap. */
function delaySecondsAfter(failures: number): number {
  if (failures < L.loginFreeFailures) return 0;
  return Math.min(2 ** (failures - L.loginFreeFailures + 1), L.loginDelayMaxSeconds);
}

/** Seconds this address must still wait before trying this account again, or 0. */
export async function secondsToWait(db: DbOrTx, account: string, address: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ next: loginThrottles.nextAttemptAt })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.accountHash, accountHash(account)), eq(loginThrottles.address, address)));
  return row?.next && row.next > now ? Math.ceil((row.next.getTime() - now.getTime()) / 1000) : 0;
}

/** Counts a wrong password (or an unknown account) from this address; returns the wait it starts, in seconds. */
export async function recordFailure(db: DbOrTx, account: string, address: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginThrottles)
    .values({ accountHash: accountHash(account), address, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.accountHash, loginThrottles.address],
      set: { failures: sql`${loginThrottles.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginThrottles.failures });
  const seconds = delaySecondsAfter(row.failures);
  if (seconds > 0) {
    await db
      .update(loginThrottles)
      .set({ nextAttemptAt: new Date(now.getTime() + seconds * 1000) })
      .where(and(eq(loginThrottles.accountHash, accountHash(account)), eq(loginThrottles.address, address)));
  }
  // Counts older than a day are forgotten; removing them here keeps the table small without a job.
  await db.delete(loginThrottles).where(lt(loginThrottles.updatedAt, new Date(now.getTime() - 86_400_000)));
  return seconds;
}

/** A right password from this address starts its count again. */
export async function clearFailures(db: DbOrTx, account: string, address: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.accountHash, accountHash(account)), eq(loginThrottles.address, address)));
}

/** A new password forgets the failures counted under any of the account's names, from every address. */
export async function forgetFailures(db: DbOrTx, accountNames: Array<string | null>): Promise<void> {
  const hashes = accountNames.filter((name): name is string => !!name).map(accountHash);
  if (hashes.length > 0) await db.delete(loginThrottles).where(inArray(loginThrottles.accountHash, hashes));
}
