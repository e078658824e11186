import { boolean, index, integer, pgTable, serial, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { storedFiles } from './files';
import { createdAt, updatedAt } from './columns';

/** The technical library's types (standards, datasheets, handbooks …), seeded; names in both languages. */
export const libraryTypes = pgTable('library_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  nameZh: varchar('name_zh', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * Documents (a PDF, free or paid) and printed books. The platform publishes only what it may: datasheets it
 * generates from its own catalogue (seed), and what administrators upload. Price in fen; 0 is free.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    /** document | book */
    kind: varchar('kind', { length: 16 }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => libraryTypes.id),
    title: varchar('title', { length: 200 }).notNull(),
    authors: varchar('authors', { length: 200 }).notNull().default(''),
    publisher: varchar('publisher', { length: 100 }).notNull().default(''),
    year: smallint('year'),
    isbn: varchar('isbn', { length: 20 }).notNull().default(''),
    summary: text('summary').notNull().default(''),
    price: integer('price').notNull().default(0),
    pageCount: integer('page_count'),
    coverId: uuid('cover_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The first pages of the file, for everyone (made when the file is saved). */
    previewId: uuid('preview_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 300 }).notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** Set by the demo seed for what it generated, so a reseed replaces only its own rows. */
    seedKey: varchar('seed_key', { length: 64 }).unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_items_list_idx').on(t.published, t.kind, t.createdAt.desc(), t.id),
    index('library_items_type_idx').on(t.typeId),
  ],
);

/** Every download of a whole file: who, what, and by which right (free, purchase, vip). */
export const libraryDownloads = pgTable(
  'library_downloads',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNo: varchar('order_no', { length: 24 }),
    via: varchar('via', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('library_downloads_item_idx').on(t.itemId, t.createdAt.desc())],
);
