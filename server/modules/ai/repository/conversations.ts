import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AiTool, ConversationSummary } from '@contract';
import type { Db } from '../../../db/client';
import { aiConversations, aiDocuments } from '../../../db/schema';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type Row = typeof aiConversations.$inferSelect;

export interface ConversationRow extends Row {
  documentName: string | null;
}

export const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  tool: row.tool as AiTool,
  documentId: row.documentId,
  documentName: row.documentName,
  messageCount: row.messageCount,
  createdTime: row.createdAt.toISOString(),
  updatedTime: row.updatedAt.toISOString(),
});

const withDocumentName = { row: aiConversations, documentName: aiDocuments.name };
const flatten = ({ row, documentName }: { row: Row; documentName: string | null }): ConversationRow => ({ ...row, documentName });
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The user's conversations, latest first (index ai_conversations_user[_tool]_idx), of one tool or with a word in the title. */
export async function pageOfUser(db: Reader, userId: number, query: { pageNum: number; pageSize: number; tool?: AiTool; keyword?: string }) {
  const where = and(
    eq(aiConversations.userId, userId),
    query.tool ? eq(aiConversations.tool, query.tool) : undefined,
    query.keyword ? ilike(aiConversations.title, `%${escapeLike(query.keyword)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withDocumentName)
      .from(aiConversations)
      .leftJoin(aiDocuments, eq(aiDocuments.id, aiConversations.documentId))
      .where(where)
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(aiConversations).where(where),
  ]);
  return { list: rows.map(flatten).map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One of the user's conversations; anyone else's is not found. */
export async function findOwn(db: Reader, userId: number, id: number): Promise<ConversationRow | undefined> {
  const [found] = await db
    .select(withDocumentName)
    .from(aiConversations)
    .leftJoin(aiDocuments, eq(aiDocuments.id, aiConversations.documentId))
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .limit(1);
  return found ? flatten(found) : undefined;
}

export async function insertConversation(
  db: Executor,
  values: { userId: number; tool: AiTool; title: string; documentId: number | null },
  now: Date,
): Promise<Row> {
  const [row] = await db.insert(aiConversations).values({ ...values, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function renameOwn(db: Executor, userId: number, id: number, title: string, now: Date) {
  const [row] = await db
    .update(aiConversations)
    .set({ title, updatedAt: now })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return row !== undefined;
}

/** Deletes the user's conversation (its messages cascade); answers whether there was one. */
export async function deleteOwn(db: Executor, userId: number, id: number) {
  const rows = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

/** Counts `added` messages and marks the conversation as just used; false when it is gone (deleted meanwhile). */
export async function bump(db: Executor, id: number, added: number, now: Date) {
  const rows = await db
    .update(aiConversations)
    .set({ messageCount: sql`${aiConversations.messageCount} + ${added}`, updatedAt: now })
    .where(eq(aiConversations.id, id))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}
