import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from './foundation';
import { createdAt } from './columns';

/**
 * The append-only history of every workflow document (server/workflow): one row per state change, written in the
 * transaction that changes the state. Never updated or deleted by the application; a company's rows go with the
 * company. `subject` names the workflow (e.g. 'enterpriseGrade', 'recommendedProduct'), `subject_id` the row of
 * that workflow's own table (no foreign key: the subjects live in different tables, and history outlives them).
 */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 32 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The company that owns the document, so company-scoped history lists need no join. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 24 }).notNull(),
    fromState: varchar('from_state', { length: 24 }).notNull(),
    toState: varchar('to_state', { length: 24 }).notNull(),
    /** Who acted; null once that account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reason of a rejection, or any note the actor gave. */
    note: text('note'),
    /** Ids of stored files attached to the step (evidence, reports). */
    files: jsonb('files').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('workflow_history_subject_idx').on(t.subject, t.subjectId, t.createdAt.desc(), t.id),
    index('workflow_history_company_idx').on(t.subject, t.companyId, t.createdAt.desc(), t.id),
    index('workflow_history_recent_idx').on(t.subject, t.createdAt.desc(), t.id),
  ],
);
