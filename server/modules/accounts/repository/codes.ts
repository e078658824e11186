import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCodes } from '../../../db/schema';
import type { DbOrTx, Tx } from '../db';

export type CodeRow = typeof verificationCodes.$inferSelect;

/** Serialises the transactions that take this key (a number, a client address) until they end. */
export async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Codes sent to one number or address in the last minute, hour and day, and the time of the latest. */
export async function sentTo(tx: Tx, channel: string, target: string, since: { minute: Date; hour: Date; day: Date }) {
  const [counts] = await tx
    .select({
      lastMinute: sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${since.minute})::int`,
      lastHour: sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${since.hour})::int`,
      lastDay: sql<number>`count(*)::int`,
      latest: sql<Date | null>`max(${verificationCodes.createdAt})`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), sql`${verificationCodes.createdAt} > ${since.day}`));
  return counts;
}

/** Codes one client address asked for in the last hour and day. */
export async function askedBy(tx: Tx, clientIp: string, since: { hour: Date; day: Date }) {
  const [counts] = await tx
    .select({
      lastHour: sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${since.hour})::int`,
      lastDay: sql<number>`count(*)::int`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.clientIp, clientIp), sql`${verificationCodes.createdAt} > ${since.day}`));
  return counts;
}

export async function insertCode(tx: Tx, values: typeof verificationCodes.$inferInsert) {
  const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row.id;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The latest code of a number or address for a purpose: the only one that counts. */
export async function latestCode(db: Db, channel: string, target: string, purpose: string): Promise<CodeRow | undefined> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return latest;
}

/** Counts a wrong entry; the count so far. */
export async function countWrongEntry(db: Db, id: number) {
  const [counted] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return counted.failedAttempts;
}

/** Marks a code used; false when it already was (another request used it first). */
export async function markConsumed(db: DbOrTx, id: number, now: Date) {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}
