import { createHash } from 'node:crypto';
import { ACCOUNT_LIMITS, MSG } from '@contract';
import type { DbOrTx } from '../../accounts/db';
import { AppError } from '../../../http/errors';
import * as repo from '../repository/throttles';

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
  const next = await repo.nextAttemptAt(db, accountHash(account), address);
  return next && next > now ? Math.ceil((next.getTime() - now.getTime()) / 1000) : 0;
}

/** Counts a wrong password (or an unknown account) from this address; returns the wait it starts, in seconds. */
export async function recordFailure(db: DbOrTx, account: string, address: string, now: Date): Promise<number> {
  const hash = accountHash(account);
  const seconds = delaySecondsAfter(await repo.countFailure(db, hash, address, now));
  if (seconds > 0) await repo.setNextAttempt(db, hash, address, new Date(now.getTime() + seconds * 1000));
  // Counts older than a day are forgotten; removing them here keeps the table small without a job.
  await repo.deleteOlderThan(db, new Date(now.getTime() - 86_400_000));
  return seconds;
}

/** A right password from this address starts its count again. */
export async function clearFailures(db: DbOrTx, account: string, address: string): Promise<void> {
  await repo.deleteCount(db, accountHash(account), address);
}

/** A new password forgets the failures counted under any of the account's names, from every address. */
export async function forgetFailures(db: DbOrTx, accountNames: Array<string | null>): Promise<void> {
  await repo.deleteCountsOf(db, accountNames.filter((name): name is string => !!name).map(accountHash));
}
