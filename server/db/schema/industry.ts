import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { storedFiles } from './files';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/**
 * Industry pages (issue 19, spec §7 'other' industrial / digital / expert): industrial applications, digital-talent
 * training courses and expert services, written by platform administrators in both languages; users apply, sign up
 * for a course or ask an expert for a consultation (`industry_requests`), which the administrators handle.
 */
export const industryEntries = pgTable(
  'industry_entries',
  {
    id: serial('id').primaryKey(),
    /** contract INDUSTRY_KINDS: 'industrial' | 'digital' | 'expert' */
    kind: varchar('kind', { length: 12 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull().default(''),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
    summaryZh: varchar('summary_zh', { length: 500 }).notNull().default(''),
    summaryEn: varchar('summary_en', { length: 500 }).notNull().default(''),
    /** Sanitised HTML (server/lib/html). */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    coverFileId: uuid('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The kind's own fields (contract industryFields: industry and region; course dates, hours, mode, seats, fee; expert's title, organisation, fields). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** 'draft' | 'published' */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    publishAt: at('publish_at'),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('industry_entries_public_idx').on(t.kind, t.state, t.publishAt.desc(), t.id),
    index('industry_entries_admin_idx').on(t.kind, t.updatedAt.desc(), t.id),
    index('industry_entries_cover_idx').on(t.coverFileId),
  ],
);

export const industryRequests = pgTable(
  'industry_requests',
  {
    id: serial('id').primaryKey(),
    entryId: belongsTo('entry_id', () => industryEntries.id),
    userId: belongsTo('user_id', () => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    company: varchar('company', { length: 100 }).notNull().default(''),
    message: text('message').notNull().default(''),
    /** 'new' | 'handled' */
    state: varchar('state', { length: 12 }).notNull().default('new'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('industry_requests_entry_idx').on(t.entryId, t.createdAt.desc(), t.id),
    index('industry_requests_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('industry_requests_state_idx').on(t.state, t.createdAt, t.id),
  ],
);
