import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { storedFiles } from './files';
import { at, createdAt, updatedAt } from './columns';

/**
 * The platform's own voice (issue 19): news, stories, solutions, help articles, update records, the fixed pages
 * ('about us', contact) and the home page's banners — one table, a `kind` per row (contract CONTENT_KINDS).
 * Written by platform administrators in both languages (either may be empty; the page says when it shows the
 * other), bodies sanitised on the server before they are stored. Public once published and its time has come.
 */
export const contentCatalogues = pgTable(
  'content_catalogues',
  {
    id: serial('id').primaryKey(),
    /** The help centre's tree: a catalogue under another (null = top level). */
    parentId: integer('parent_id'),
    nameZh: varchar('name_zh', { length: 50 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 50 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('content_catalogues_parent_idx').on(t.parentId, t.sort, t.id)],
);

export const contentArticles = pgTable(
  'content_articles',
  {
    id: serial('id').primaryKey(),
    /** contract CONTENT_KINDS: 'news' | 'story' | 'solution' | 'help' | 'record' | 'page' | 'banner' */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** For kind 'page': which fixed page ('about', 'contact'); unique among pages. */
    slug: varchar('slug', { length: 32 }),
    catalogueId: integer('catalogue_id').references(() => contentCatalogues.id, { onDelete: 'set null' }),
    titleZh: varchar('title_zh', { length: 200 }).notNull().default(''),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
    summaryZh: varchar('summary_zh', { length: 500 }).notNull().default(''),
    summaryEn: varchar('summary_en', { length: 500 }).notNull().default(''),
    /** Sanitised HTML (server/lib/html allow-list). */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    coverFileId: uuid('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Pictures the bodies show (stored files), kept so the orphan sweep and the public reader know them. */
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A banner's target (a path inside the portal). */
    linkUrl: varchar('link_url', { length: 300 }),
    /** 'draft' | 'published' */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    publishAt: at('publish_at'),
    sort: integer('sort').notNull().default(0),
    views: integer('views').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_articles_public_idx').on(t.kind, t.state, t.publishAt.desc(), t.id),
    index('content_articles_admin_idx').on(t.kind, t.updatedAt.desc(), t.id),
    index('content_articles_catalogue_idx').on(t.catalogueId, t.sort, t.id),
    index('content_articles_cover_idx').on(t.coverFileId),
    uniqueIndex('content_articles_slug_idx').on(t.kind, t.slug),
    index('content_articles_title_trgm_idx').using('gin', sql`(${t.titleZh} || ' ' || ${t.titleEn}) gin_trgm_ops`),
  ],
);

/** The home page's sections (`homePage/listLoactionConfig`): which show, in which order. One row per section code. */
export const homeSections = pgTable('home_sections', {
  /** contract HOME_SECTIONS */
  code: varchar('code', { length: 24 }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
