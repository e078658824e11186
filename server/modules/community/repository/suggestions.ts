import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueuedSuggestion, Suggestion, SuggestionState, SuggestionType } from '@contract';
import type { Db } from '../../../db/client';
import { suggestions, users } from '../../../db/schema';

/** The subject of a suggestion's notices (the reply) in the notifications table. */
export const SUGGESTION_SUBJECT = 'suggestion';

type Row = typeof suggestions.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const toSuggestion = (row: Row): Suggestion => ({
  id: row.id,
  type: row.type as SuggestionType,
  content: row.content,
  contact: row.contact,
  attachmentIds: row.attachmentIds,
  state: row.state as SuggestionState,
  reply: row.reply,
  replyTime: row.repliedAt ? row.repliedAt.toISOString() : null,
  createTime: row.createdAt.toISOString(),
});

const replier = alias(users, 'replier');
const queued = { row: suggestions, userName: users.userName, repliedByName: replier.userName };
const toQueued = (found: { row: Row; userName: string; repliedByName: string | null }): QueuedSuggestion => ({
  ...toSuggestion(found.row),
  userName: found.userName,
  repliedByName: found.repliedByName,
});

const window = (paging: Paging) => ({ limit: paging.pageSize, offset: (paging.pageNum - 1) * paging.pageSize });

export async function pageOfUser(db: Reader, userId: number, query: Paging & { state?: SuggestionState }) {
  const where = and(eq(suggestions.userId, userId), query.state ? eq(suggestions.state, query.state) : undefined);
  const { limit, offset } = window(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(suggestions).where(where).orderBy(desc(suggestions.createdAt), desc(suggestions.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(suggestions).where(where),
  ]);
  return { list: rows.map(toSuggestion), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findOwn(db: Reader, userId: number, id: number) {
  const [row] = await db.select().from(suggestions).where(and(eq(suggestions.id, id), eq(suggestions.userId, userId))).limit(1);
  return row ? toSuggestion(row) : undefined;
}

export async function insertSuggestion(db: Executor, values: Pick<Row, 'userId' | 'type' | 'content' | 'contact' | 'attachmentIds'>, now: Date) {
  const [row] = await db.insert(suggestions).values({ ...values, createdAt: now }).returning();
  return toSuggestion(row);
}

/** Deletes the user's suggestion while it waits for the reply; answers whether one was deleted. */
export async function deleteWaiting(db: Executor, userId: number, id: number) {
  const removed = await db
    .delete(suggestions)
    .where(and(eq(suggestions.id, id), eq(suggestions.userId, userId), eq(suggestions.state, 'noReply')))
    .returning({ attachmentIds: suggestions.attachmentIds });
  return removed[0];
}

/** The queue: by state and type, the longest waiting first (index suggestions_queue_idx). */
export async function queuePage(db: Reader, query: Paging & { state?: SuggestionState; type?: SuggestionType }) {
  const where: SQL | undefined = and(query.state ? eq(suggestions.state, query.state) : undefined, query.type ? eq(suggestions.type, query.type) : undefined);
  const { limit, offset } = window(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(queued)
      .from(suggestions)
      .innerJoin(users, eq(users.id, suggestions.userId))
      .leftJoin(replier, eq(replier.id, suggestions.repliedBy))
      .where(where)
      .orderBy(asc(suggestions.createdAt), asc(suggestions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(suggestions).where(where),
  ]);
  return { list: rows.map(toQueued), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findQueued(db: Reader, id: number) {
  const [row] = await db
    .select(queued)
    .from(suggestions)
    .innerJoin(users, eq(users.id, suggestions.userId))
    .leftJoin(replier, eq(replier.id, suggestions.repliedBy))
    .where(eq(suggestions.id, id))
    .limit(1);
  return row ? toQueued(row) : undefined;
}

/** Writes the reply to a suggestion still waiting for one; answers its author, or nothing when it was not waiting. */
export async function writeReply(db: Executor, id: number, reply: string, repliedBy: number, now: Date) {
  const [row] = await db
    .update(suggestions)
    .set({ state: 'replied', reply, repliedBy, repliedAt: now })
    .where(and(eq(suggestions.id, id), eq(suggestions.state, 'noReply')))
    .returning({ userId: suggestions.userId, type: suggestions.type, createdAt: suggestions.createdAt });
  return row;
}

/** Whether a stored file is one of the suggestions' attachments (repliers read those). */
export async function isAttachment(db: Reader, fileId: string) {
  const [row] = await db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(sql`${suggestions.attachmentIds} ? ${fileId}`)
    .limit(1);
  return Boolean(row);
}
