import { and, desc, eq, sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';

type Scope = MaterialType | 'all';
import type { Db } from '../../db/client';
import { materialSearchHistory } from '../../db/schema';

/** A user's recent searches: one row per keyword and type, newest first, at most KEEP per user. */
export const KEEP = 50;
type Row = typeof materialSearchHistory.$inferSelect;

const toItem = (row: Row) => ({ id: row.id, keyword: row.keyword, type: row.type as Scope, createTime: row.createdAt.toISOString() });

/** Remembers a search; the same keyword again moves to the top. The oldest beyond KEEP are forgotten. */
export async function saveHistory(db: Db, userId: number, type: Scope, keyword: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(materialSearchHistory)
      .values({ userId, type, keyword, createdAt: now })
      .onConflictDoUpdate({
        target: [materialSearchHistory.userId, materialSearchHistory.type, materialSearchHistory.keyword],
        set: { createdAt: now },
      })
      .returning();
    await tx.execute(sql`
      delete from material_search_history where user_id = ${userId} and id not in (
        select id from material_search_history where user_id = ${userId} order by created_at desc, id desc limit ${KEEP})`);
    return toItem(row);
  });
}

/**
 * The user's recent searches of one type's tab; without a type, every search (any tab) once per keyword.
 * A user keeps at most KEEP rows, so the unfiltered list is read whole and folded here.
 */
export async function listHistory(db: Db, userId: number, type: MaterialType | undefined, limit: number) {
  const rows = await db
    .select()
    .from(materialSearchHistory)
    .where(and(eq(materialSearchHistory.userId, userId), type ? eq(materialSearchHistory.type, type) : undefined))
    .orderBy(desc(materialSearchHistory.createdAt), desc(materialSearchHistory.id))
    .limit(type ? limit : KEEP);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.keyword.toLowerCase()) && seen.add(row.keyword.toLowerCase()))
    .slice(0, limit)
    .map(toItem);
}

/** Deletes one of the user's searches; false when there is none with that id (or it is someone else's). */
export async function deleteOne(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(materialSearchHistory)
    .where(and(eq(materialSearchHistory.userId, userId), eq(materialSearchHistory.id, id)))
    .returning({ id: materialSearchHistory.id });
  return rows.length > 0;
}

export async function deleteAll(db: Db, userId: number) {
  await db.delete(materialSearchHistory).where(eq(materialSearchHistory.userId, userId));
}
