import { asc, desc, eq } from 'drizzle-orm';
import type { AiEngine, AiMessage } from '@contract';
import type { Db } from '../../../db/client';
import { aiMessages } from '../../../db/schema';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'insert'>;
type Row = typeof aiMessages.$inferSelect;
export type NewMessage = Omit<typeof aiMessages.$inferInsert, 'id' | 'conversationId' | 'createdAt'>;

export const toMessage = (row: Row): AiMessage => ({
  id: row.id,
  role: row.role as AiMessage['role'],
  text: row.text,
  citations: row.citations,
  answered: row.answered ?? null,
  engine: (row.engine as AiEngine | null) ?? null,
  intent: row.intent,
  chart: row.chart ?? null,
  table: row.answerTable ?? null,
  draft: row.draft ?? null,
  createdTime: row.createdAt.toISOString(),
});

/** A conversation's messages, oldest first (index ai_messages_conversation_idx). */
export async function messagesOf(db: Reader, conversationId: number) {
  const rows = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId)).orderBy(asc(aiMessages.id));
  return rows.map(toMessage);
}

/** The last `limit` messages of a conversation, oldest first: what an engine is given as context. */
export async function lastMessages(db: Reader, conversationId: number, limit: number) {
  const rows = await db
    .select({ role: aiMessages.role, text: aiMessages.text })
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(desc(aiMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ role: row.role as 'user' | 'assistant', text: row.text }));
}

/** Stores messages in the order given (ids ascending, so they read back in that order). */
export async function insertMessages(db: Executor, conversationId: number, messages: NewMessage[], now: Date) {
  const rows = await db
    .insert(aiMessages)
    .values(messages.map((message) => ({ ...message, conversationId, createdAt: now })))
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toMessage);
}
