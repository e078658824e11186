import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Cloud testing's catalogue (issue 15), apart from the other cloud testing tables (testing.ts) because laboratories'
 * capabilities refer to it and the orders refer to laboratories.
 */
/** One item of the catalogue, named by its method standards; laboratories offer it with their own price and cycle. */
export const detectionItems = pgTable(
  'detection_items',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    /** detection | preparation */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** contract ITEM_CATEGORIES */
    category: varchar('category', { length: 24 }).notNull(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    /** Method standards, e.g. ['GB/T 228.1-2021', 'ISO 6892-1:2019', 'ASTM E8/E8M-24']. */
    standards: jsonb('standards').$type<string[]>().notNull(),
    sampleZh: text('sample_zh').notNull(),
    sampleEn: text('sample_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('detection_items_kind_idx').on(t.kind, t.category, t.sort)],
);

