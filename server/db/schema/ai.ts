import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AnswerChart, AnswerDraft, AnswerTable, Citation } from '@contract/endpoints/ai';
import { users } from './foundation';
import { storedFiles } from './files';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/** PostgreSQL's `tsvector`, written by SQL (`to_tsvector`), never read back by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The AI assistant (issue 20): each user's conversations with their messages, the documents users upload to ask
 * about (split into passages searched with full-text search), and the questions asked per day (the quota).
 */
export const aiDocuments = pgTable(
  'ai_documents',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull().default(0),
    passages: integer('passages').notNull().default(0),
    /** contract DOCUMENT_STATES: 'ready' | 'failed' */
    state: varchar('state', { length: 12 }).notNull().default('ready'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_documents_user_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

export const aiPassages = pgTable(
  'ai_passages',
  {
    id: serial('id').primaryKey(),
    documentId: belongsTo('document_id', () => aiDocuments.id),
    /** 1-based page of a PDF; a DOCX counts its explicit page breaks (1 when it has none). */
    page: integer('page').notNull(),
    /** Order within the document. */
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    /** The text segmented (Chinese words split by jieba) and lower-cased, as `to_tsvector('simple', …)`. */
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    index('ai_passages_document_idx').on(t.documentId, t.seq),
    index('ai_passages_terms_idx').using('gin', t.terms),
  ],
);

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** contract AI_TOOLS */
    tool: varchar('tool', { length: 8 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    documentId: integer('document_id').references(() => aiDocuments.id, { onDelete: 'cascade' }),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_conversations_user_idx').on(t.userId, t.updatedAt.desc(), t.id),
    index('ai_conversations_user_tool_idx').on(t.userId, t.tool, t.updatedAt.desc(), t.id),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: belongsTo('conversation_id', () => aiConversations.id),
    /** 'user' | 'assistant' */
    role: varchar('role', { length: 10 }).notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull().default(sql`'[]'::jsonb`),
    answered: jsonb('answered').$type<boolean | null>(),
    /** contract AI_ENGINES; null for the user's messages */
    engine: varchar('engine', { length: 10 }),
    intent: varchar('intent', { length: 40 }),
    chart: jsonb('chart').$type<AnswerChart | null>(),
    answerTable: jsonb('answer_table').$type<AnswerTable | null>(),
    draft: jsonb('draft').$type<AnswerDraft | null>(),
    /** Milliseconds the engine took (assistant messages), for the record and the benchmark. */
    elapsedMs: integer('elapsed_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Questions a user asked on a Beijing day (the daily quota). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: belongsTo('user_id', () => users.id),
    day: date('day').notNull(),
    questions: integer('questions').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
