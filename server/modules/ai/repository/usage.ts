import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiUsage } from '../../../db/schema';

type Executor = Pick<Db, 'insert' | 'update'>;

/**
 * Counts one question of the user on a day unless they already asked `quota`; answers whether it was counted.
 * One statement, so concurrent questions cannot pass the quota together.
 */
export async function takeQuestion(db: Executor, userId: number, day: string, quota: number, now: Date) {
  if (quota <= 0) return false;
  const rows = await db
    .insert(aiUsage)
    .values({ userId, day, questions: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.day],
      set: { questions: sql`${aiUsage.questions} + 1`, updatedAt: now },
      setWhere: sql`${aiUsage.questions} < ${quota}`,
    })
    .returning({ questions: aiUsage.questions });
  return rows.length > 0;
}

/** Gives a counted question back (it was not answered). */
export async function giveBack(db: Executor, userId: number, day: string) {
  await db
    .update(aiUsage)
    .set({ questions: sql`greatest(${aiUsage.questions} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
}
