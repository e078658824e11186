import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/**
 * What users tell the platform (issue 19): suggestions answered by platform administrators (the reply reaches the
 * user's message centre), and questionnaires the administrators define and users answer once each.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** contract SUGGESTION_TYPES */
    type: varchar('type', { length: 16 }).notNull(),
    content: text('content').notNull(),
    contact: varchar('contact', { length: 50 }).notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'noReply' | 'replied' (spec §4) */
    state: varchar('state', { length: 12 }).notNull().default('noReply'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: at('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('suggestions_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('suggestions_queue_idx').on(t.state, t.createdAt, t.id),
  ],
);

export interface QuestionOptionRow {
  id: string;
  zh: string;
  en: string;
}
export interface QuestionRow {
  id: string;
  /** contract QUESTION_KINDS: 'single' | 'multiple' | 'text' | 'rating' */
  kind: string;
  textZh: string;
  textEn: string;
  required: boolean;
  options: QuestionOptionRow[];
}

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    titleZh: varchar('title_zh', { length: 200 }).notNull().default(''),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    questions: jsonb('questions').$type<QuestionRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'draft' | 'published' | 'closed' */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    publishedAt: at('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questionnaires_state_idx').on(t.state, t.publishedAt.desc(), t.id)],
);

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    questionnaireId: belongsTo('questionnaire_id', () => questionnaires.id),
    userId: belongsTo('user_id', () => users.id),
    /** { [questionId]: optionId | optionId[] | text | rating } */
    answers: jsonb('answers').$type<Record<string, string | string[] | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_answers_once_idx').on(t.questionnaireId, t.userId)],
);
