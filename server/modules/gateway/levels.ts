import { eq } from 'drizzle-orm';
import { LIMITS } from '@contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The user privileges the platform has today: the free data privilege every new user gets for a month
 * (spec §6, §9). Paid levels appear here when the platform sells them.
 */
const LEVELS = [
  { code: 'freeDataPrivilege' as const, durationMonths: LIMITS.freeDataPrivilegeMonths, price: 0, forNewUsers: true },
];

export async function userLevels(db: Db, userId: number | null, now: Date) {
  if (userId === null) return { levels: LEVELS, current: null };
  const [row] = await db.select({ privilegeUntil: users.privilegeUntil }).from(users).where(eq(users.id, userId));
  const until = row?.privilegeUntil ?? null;
  return {
    levels: LEVELS,
    current: {
      code: until ? ('freeDataPrivilege' as const) : null,
      privilegeUntil: until?.toISOString() ?? null,
      active: until !== null && until > now,
    },
  };
}
