import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { belongsTo, createdAt, updatedAt } from './columns';

/**
 * Documents (issue 19): document templates by directory (`/tempDoc`, `tui` calls) that generate a filled DOCX or
 * PDF from a user's inputs and check an uploaded filled document against its template; and standard parts
 * (`/standardParts`, `/commonParts`, `dm` calls): fasteners by standard with their dimensions, each row with its
 * source table.
 */
export const docDirectories = pgTable(
  'doc_directories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    nameZh: varchar('name_zh', { length: 50 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 50 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('doc_directories_parent_idx').on(t.parentId, t.sort, t.id)],
);

export interface DocFieldRow {
  key: string;
  labelZh: string;
  labelEn: string;
  /** contract DOC_FIELD_KINDS: 'text' | 'textarea' | 'number' | 'date' | 'select' */
  kind: string;
  required: boolean;
  options: string[];
  max: number | null;
}
export interface DocBlockRow {
  /** 'heading' | 'paragraph' | 'fields' (a two-column table of the listed fields) */
  kind: string;
  textZh: string;
  textEn: string;
  fieldKeys: string[];
}

export const docTemplates = pgTable(
  'doc_templates',
  {
    id: serial('id').primaryKey(),
    directoryId: integer('directory_id').references(() => docDirectories.id, { onDelete: 'set null' }),
    nameZh: varchar('name_zh', { length: 200 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 200 }).notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    fields: jsonb('fields').$type<DocFieldRow[]>().notNull().default(sql`'[]'::jsonb`),
    blocks: jsonb('blocks').$type<DocBlockRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'draft' | 'published' */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    /** Bumped on each save; a generated document carries it, so a check can tell an outdated copy. */
    version: integer('version').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('doc_templates_directory_idx').on(t.directoryId, t.state, t.id),
    index('doc_templates_name_trgm_idx').using('gin', sql`(${t.nameZh} || ' ' || ${t.nameEn}) gin_trgm_ops`),
  ],
);

export const docGenerations = pgTable(
  'doc_generations',
  {
    id: serial('id').primaryKey(),
    templateId: belongsTo('template_id', () => docTemplates.id),
    userId: belongsTo('user_id', () => users.id),
    templateVersion: integer('template_version').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    /** 'docx' | 'pdf' */
    format: varchar('format', { length: 8 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('doc_generations_user_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

export const standardParts = pgTable(
  'standard_parts',
  {
    id: serial('id').primaryKey(),
    /** contract PART_FAMILIES: 'bolt' | 'nut' | 'washer' | 'screw' | 'stud' | 'pin' … */
    family: varchar('family', { length: 16 }).notNull(),
    /** e.g. 'GB/T 5782-2016' */
    standardNo: varchar('standard_no', { length: 40 }).notNull(),
    /** The standards it corresponds to, as that standard states (e.g. ['ISO 4014:2011']). */
    equivalents: jsonb('equivalents').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    /** The size designation as printed (M10, 10 …). */
    size: varchar('size', { length: 20 }).notNull(),
    /** Nominal diameter in mm (for ordering). */
    diameter: doublePrecision('diameter').notNull(),
    /** { symbol: value in mm } as the standard's dimension table gives them (e.g. s, k, e, m, d1, d2, h). */
    dimensions: jsonb('dimensions').$type<Record<string, number>>().notNull(),
    /** The table the values come from. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('standard_parts_size_idx').on(t.standardNo, t.size),
    index('standard_parts_family_idx').on(t.family, t.standardNo, t.diameter, t.id),
  ],
);
