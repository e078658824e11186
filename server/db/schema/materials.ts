import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { belongsTo, createdAt, updatedAt } from './columns';

/**
 * Materials: the grade catalogue (reference data loaded from server/db/seed/catalogue at every start), what
 * people do with it (views, searches, history, favourites) and the public experiment data sets.
 * Search columns (`*_key`, `search_keys`, `trgm_text`) hold server/lib/searchKey.ts normalisations.
 */
const number = (name: string) => doublePrecision(name);

export const materialStandards = pgTable(
  'material_standards',
  {
    id: serial('id').primaryKey(),
    /** Number with year as published, e.g. "GB/T 700-2006": the upsert key of the catalogue. */
    code: varchar('code', { length: 80 }).notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    year: smallint('year').notNull(),
    country: varchar('country', { length: 8 }).notNull(),
    body: varchar('body', { length: 60 }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    numberKey: varchar('number_key', { length: 80 }).notNull(),
    codeKey: varchar('code_key', { length: 80 }).notNull(),
    titleKeyZh: text('title_key_zh').notNull(),
    titleKeyEn: text('title_key_en').notNull(),
    /** SHA-256 of the catalogue file's content when it was loaded: an unchanged file is not rewritten. */
    contentHash: varchar('content_hash', { length: 64 }),
    /** 'catalogue' (loaded from the catalogue files, removed with its file), 'synthetic' (`npm run seed:synthetic`, for measurement only) or 'company' (enterprise standards, issue 6). */
    origin: varchar('origin', { length: 12 }).notNull().default('catalogue'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('material_standards_code_idx').on(t.code), index('material_standards_number_idx').on(t.number)],
);

export const materialCategories = pgTable(
  'material_categories',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 12 }).notNull(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    keyZh: text('key_zh').notNull(),
    keyEn: text('key_en').notNull(),
  },
  (t) => [uniqueIndex('material_categories_name_idx').on(t.type, t.zh, t.en)],
);

export const materialGrades = pgTable(
  'material_grades',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 12 }).notNull(),
    standardId: belongsTo('standard_id', () => materialStandards.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => materialCategories.id),
    name: varchar('name', { length: 60 }).notNull(),
    /** '' when the grade has no temper (aluminium temper; kept non-null so it can be part of the unique key). */
    temper: varchar('temper', { length: 16 }).notNull().default(''),
    aliases: text('aliases').array().notNull().default(sql`'{}'`),
    materialNumbers: text('material_numbers').array().notNull().default(sql`'{}'`),
    /** Designations this grade replaced, as its standard states them: [{ name, standard, ref }] (catalogue format). */
    formerNames: jsonb('former_names').$type<{ name: string; standard: string; ref: string }[]>().notNull().default(sql`'[]'::jsonb`),
    processes: text('processes').array().notNull().default(sql`'{}'`),
    heatTreatmentZh: text('heat_treatment_zh'),
    heatTreatmentEn: text('heat_treatment_en'),
    usesZh: text('uses_zh'),
    usesEn: text('uses_en'),
    corrections: text('corrections').array().notNull().default(sql`'{}'`),
    /** Published by a company as its enterprise standard (issue 6); catalogue grades have none. */
    enterpriseStandard: boolean('enterprise_standard').notNull().default(false),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    synthetic: boolean('synthetic').notNull().default(false),
    // Search columns
    nameKey: varchar('name_key', { length: 80 }).notNull(),
    /** Name, aliases and material numbers, normalised: exact lookups (`search_keys @> array[key]`). */
    searchKeys: text('search_keys').array().notNull(),
    /** The same keys separated by spaces, for trigram (typo tolerant) matching with `<%`. */
    trgmText: text('trgm_text').notNull(),
    /** The former names alone, normalised: an old designation (or its beginning, "Q345") leads to its current grade first. */
    formerKeys: text('former_keys').array().notNull().default(sql`'{}'`),
    // Precomputed for lists, sorting and property filters (lowest specified value over all conditions)
    compositionSummary: text('composition_summary').notNull().default(''),
    yieldMin: number('yield_min'),
    tensileMin: number('tensile_min'),
    elongationMin: number('elongation_min'),
    /** Brinell hardness limit (HBW/HB): the lowest value the standard specifies, minimum or maximum. */
    hardnessHb: number('hardness_hb'),
    impactMin: number('impact_min'),
    /** { element: [lo, hi] } of material_compositions (hi null: no upper limit), for range filters among a keyword's hits. */
    elementBounds: jsonb('element_bounds').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('material_grades_identity_idx').on(t.standardId, t.name, t.temper),
    // Byte order ("C") of the normalised name: prefix matches (LIKE 'q235%') and name order within a rank.
    // Ending in id, they answer the counts of a search from the index alone.
    index('material_grades_name_key_idx').on(t.type, sql`${t.nameKey} collate "C"`, t.id),
    index('material_grades_standard_idx').on(t.standardId, t.type, sql`${t.nameKey} collate "C"`, t.id),
    index('material_grades_category_idx').on(t.categoryId, sql`${t.nameKey} collate "C"`, t.id),
    index('material_grades_name_idx').on(t.type, t.name, t.id),
    index('material_grades_keys_idx').using('gin', t.searchKeys),
    index('material_grades_trgm_idx').using('gin', t.trgmText.op('gin_trgm_ops')),
    // The few grades with former names, for matching a keyword against their beginnings.
    index('material_grades_former_idx').on(t.type, t.id).where(sql`cardinality(${t.formerKeys}) > 0`),
    // Both directions of the strength sorts keep grades without a value last; the ids let filters that only
    // need the id (element ranges) be checked from the index while it is walked in order.
    index('material_grades_yield_idx').on(t.type, t.yieldMin, t.id),
    index('material_grades_yield_desc_idx').on(t.type, t.yieldMin.desc().nullsLast(), t.id),
    index('material_grades_tensile_idx').on(t.type, t.tensileMin, t.id),
    index('material_grades_tensile_desc_idx').on(t.type, t.tensileMin.desc().nullsLast(), t.id),
    index('material_grades_elongation_idx').on(t.type, t.elongationMin),
    index('material_grades_hardness_idx').on(t.type, t.hardnessHb),
    index('material_grades_impact_idx').on(t.type, t.impactMin),
    index('material_grades_company_idx').on(t.companyId).where(sql`${t.companyId} is not null`),
  ],
);

/** Public experiment data sets (files in server/db/seed/datasets) with their citation and licence. */
export const dataSets = pgTable(
  'data_sets',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    citation: text('citation').notNull(),
    licence: text('licence').notNull(),
    sourceUrl: text('source_url'),
    /** [{ key, label: { zh, en }, unit }] in file order. */
    columns: jsonb('columns').notNull(),
    rowCount: integer('row_count').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('data_sets_key_idx').on(t.key)],
);

export const dataSetRows = pgTable(
  'data_set_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dataSetId: belongsTo('data_set_id', () => dataSets.id),
    rowNo: integer('row_no').notNull(),
    values: jsonb('values').notNull(),
  },
  (t) => [uniqueIndex('data_set_rows_row_idx').on(t.dataSetId, t.rowNo)],
);

/**
 * Where a value comes from: a standard's table or clause (`code` = standard code), or a data set. The value
 * tables index their source_id so that removing a standard (and its sources) stays fast.
 */
export const valueSources = pgTable(
  'value_sources',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    ref: varchar('ref', { length: 80 }).notNull(),
    standardId: integer('standard_id').references(() => materialStandards.id, { onDelete: 'cascade' }),
    dataSetId: integer('data_set_id').references(() => dataSets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('value_sources_code_ref_idx').on(t.code, t.ref),
    check('value_sources_origin', sql`${t.standardId} is not null or ${t.dataSetId} is not null`),
  ],
);

const gradeRef = () =>
  belongsTo('grade_id', () => materialGrades.id);
const sourceRef = () =>
  integer('source_id')
    .notNull()
    .references(() => valueSources.id);

export const materialCompositions = pgTable(
  'material_compositions',
  {
    id: serial('id').primaryKey(),
    gradeId: gradeRef(),
    el: varchar('el', { length: 16 }).notNull(),
    min: number('min'),
    max: number('max'),
    typical: number('typical'),
    note: varchar('note', { length: 80 }),
    /** For range filters: lowest and highest content the grade allows (lo 0 under a bare maximum; hi null = no upper limit); both null when the row gives no value. */
    lo: number('lo'),
    hi: number('hi'),
    sort: smallint('sort').notNull(),
    sourceId: sourceRef(),
  },
  (t) => [
    uniqueIndex('material_compositions_grade_el_idx').on(t.gradeId, t.el),
    // Element range filters read the matching grade ids from this index alone.
    index('material_compositions_range_idx').on(t.el, t.lo, t.hi, t.gradeId),
    index('material_compositions_source_idx').on(t.sourceId),
    check('material_compositions_min_max', sql`${t.min} is null or ${t.max} is null or ${t.min} <= ${t.max}`),
  ],
);

export const materialMechanical = pgTable(
  'material_mechanical',
  {
    id: serial('id').primaryKey(),
    gradeId: gradeRef(),
    condition: varchar('condition', { length: 60 }).notNull(),
    thicknessFrom: number('thickness_from'),
    thicknessTo: number('thickness_to'),
    direction: varchar('direction', { length: 2 }),
    yieldMin: number('yield_min'),
    yieldMax: number('yield_max'),
    yieldTypical: number('yield_typical'),
    yieldKind: varchar('yield_kind', { length: 16 }),
    tensileMin: number('tensile_min'),
    tensileMax: number('tensile_max'),
    tensileTypical: number('tensile_typical'),
    elongationMin: number('elongation_min'),
    elongationTypical: number('elongation_typical'),
    elongationGauge: varchar('elongation_gauge', { length: 16 }),
    reductionOfAreaMin: number('reduction_of_area_min'),
    hardnessMin: number('hardness_min'),
    hardnessMax: number('hardness_max'),
    hardnessScale: varchar('hardness_scale', { length: 8 }),
    impactEnergyMin: number('impact_energy_min'),
    impactTempC: number('impact_temp_c'),
    impactSpecimen: varchar('impact_specimen', { length: 12 }),
    sort: smallint('sort').notNull(),
    sourceId: sourceRef(),
  },
  (t) => [
    index('material_mechanical_grade_idx').on(t.gradeId, t.sort),
    index('material_mechanical_source_idx').on(t.sourceId),
    check('material_mechanical_yield', sql`${t.yieldMin} is null or ${t.yieldMax} is null or ${t.yieldMin} <= ${t.yieldMax}`),
    check('material_mechanical_tensile', sql`${t.tensileMin} is null or ${t.tensileMax} is null or ${t.tensileMin} <= ${t.tensileMax}`),
    check('material_mechanical_hardness', sql`${t.hardnessMin} is null or ${t.hardnessMax} is null or ${t.hardnessMin} <= ${t.hardnessMax}`),
  ],
);

export const materialPhysical = pgTable(
  'material_physical',
  {
    id: serial('id').primaryKey(),
    gradeId: gradeRef(),
    property: varchar('property', { length: 40 }).notNull(),
    value: number('value').notNull(),
    sourceId: sourceRef(),
  },
  (t) => [index('material_physical_grade_idx').on(t.gradeId), index('material_physical_source_idx').on(t.sourceId)],
);

/** Cross-references a source states; resolved to catalogue grades when read. */
export const materialEquivalents = pgTable(
  'material_equivalents',
  {
    id: serial('id').primaryKey(),
    gradeId: gradeRef(),
    standard: varchar('standard', { length: 60 }).notNull(),
    grade: varchar('grade', { length: 80 }).notNull(),
    sourceId: sourceRef(),
  },
  (t) => [index('material_equivalents_grade_idx').on(t.gradeId), index('material_equivalents_source_idx').on(t.sourceId)],
);

/** One row per opened grade detail (a user or a visitor), for view counts and hot lists. */
export const gradeViews = pgTable(
  'grade_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gradeId: gradeRef(),
    type: varchar('type', { length: 12 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('grade_views_grade_idx').on(t.gradeId), index('grade_views_recent_idx').on(t.type, t.createdAt)],
);

/** Every search with a keyword (what was asked, how many results), for hot keywords. */
export const materialSearchLog = pgTable(
  'material_search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 12 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    /** Lower case with single spaces: "Q235 " and "q235" count as one keyword. */
    keywordKey: varchar('keyword_key', { length: 100 }).notNull(),
    resultCount: integer('result_count').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('material_search_log_recent_idx').on(t.type, t.createdAt), index('material_search_log_created_idx').on(t.createdAt)],
);

export const materialSearchHistory = pgTable(
  'material_search_history',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    type: varchar('type', { length: 12 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('material_search_history_keyword_idx').on(t.userId, t.type, t.keyword),
    index('material_search_history_recent_idx').on(t.userId, t.createdAt),
  ],
);

export const gradeFavourites = pgTable(
  'grade_favourites',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    gradeId: gradeRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('grade_favourites_user_grade_idx').on(t.userId, t.gradeId),
    index('grade_favourites_recent_idx').on(t.userId, t.createdAt),
    index('grade_favourites_grade_idx').on(t.gradeId),
  ],
);
