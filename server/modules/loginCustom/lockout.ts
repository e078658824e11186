import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, MSG } from '@contract';
import type { Db } from '../../db/client';
import { loginLockouts } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Five wrong passwords in a row lock an account for fifteen minutes; a right one (or a new password) clears the count. */
const L = ACCOUNT_LIMITS;

export const accountLocked = (minutes: number) => new AppError(429, MSG.accountLocked, -1, { minutes });

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** The minutes an account still waits, or 0. */
export async function lockedMinutes(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.select().from(loginLockouts).where(eq(loginLockouts.userId, userId));
  return row?.lockedUntil && row.lockedUntil > now ? minutesLeft(row.lockedUntil, now) : 0;
}

/** Counts a wrong password; returns the minutes of the lock it starts, or 0. */
export async function recordFailure(db: Db, userId: number, now: Date): Promise<number> {
  // A lock that has run out starts a fresh count.
  const [row] = await db
    .insert(loginLockouts)
    .values({ userId, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginLockouts.userId,
      set: {
        failures: sql`case when ${loginLockouts.lockedUntil} is not null then 1 else ${loginLockouts.failures} + 1 end`,
        lockedUntil: null,
        updatedAt: now,
      },
    })
    .returning({ failures: loginLockouts.failures });
  if (row.failures < L.loginFailuresMax) return 0;
  const until = new Date(now.getTime() + L.lockoutMinutes * 60_000);
  await db.update(loginLockouts).set({ failures: 0, lockedUntil: until }).where(eq(loginLockouts.userId, userId));
  return L.lockoutMinutes;
}

export async function clearFailures(db: Db, userId: number): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.userId, userId));
}
