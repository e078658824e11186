import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { materialGrades } from './materials';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/**
 * Quality and reliability ranking (issue 17): the published scoring methods, the product categories lines are
 * ranked in, the production data users upload to simulate a score, the applications for a formal ranking, the
 * enterprises and product lines the ranking publishes. Method: server/lib/qualityMethod/README.md. Contract:
 * contract/endpoints/quality.ts. A line's report is paid through the ledger (payment_orders kind 'report').
 */

/** A published version of the scoring method (indicators, weights, parameters as data); the newest is current. */
export const qualityMethods = pgTable('quality_methods', {
  version: varchar('version', { length: 20 }).primaryKey(),
  /** server/lib/qualityMethod QualityMethod */
  method: jsonb('method').$type<{ version: string; indicators: { key: string; weight: number; params: Record<string, number> }[] }>().notNull(),
  note: text('note').notNull().default(''),
  publishedAt: at('published_at').notNull().defaultNow(),
});

/**
 * A product category lines are ranked in (e.g. hot-rolled plate): a product form and the standards whose grades
 * may be ranked in it. Reference data seeded from server/db/seed/quality.ts.
 */
export const qualityCategories = pgTable(
  'quality_categories',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    nameZh: varchar('name_zh', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    /** material_standards.code of the standards whose grades this category ranks. */
    standardCodes: text('standard_codes').array().notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [uniqueIndex('quality_categories_code_idx').on(t.code)],
);

/** One heat or coil as uploaded (server/lib/qualityMethod Sample, plus the ordered thickness tolerance). */
export interface QualitySampleRow {
  id?: string;
  thicknessMm: number;
  thicknessToleranceMm?: number;
  composition: Record<string, number>;
  yieldMPa: number;
  tensileMPa: number;
  elongationPct: number;
  impact?: { energyJ: number; tempC: number };
  thicknessDeviationMm: number;
}

/**
 * Production data a user uploaded for one grade in one category (a parsed template), and its simulated score.
 * Only its uploader sees it; an application makes it the evidence of a line, and auditors then read it.
 */
export const qualitySubmissions = pgTable(
  'quality_submissions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => qualityCategories.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => materialGrades.id),
    /** The uploaded template (files) and the optional test report PDF (≤ 500 kb). */
    dataFileId: varchar('data_file_id', { length: 36 }).notNull(),
    dataFileName: varchar('data_file_name', { length: 200 }).notNull().default(''),
    reportFileId: varchar('report_file_id', { length: 36 }),
    samples: jsonb('samples').$type<QualitySampleRow[]>().notNull(),
    n: integer('n').notNull(),
    /** The simulated score (server/lib/qualityMethod LineScore) once computed, with the method version it used. */
    methodVersion: varchar('method_version', { length: 20 }),
    score: jsonb('score').$type<Record<string, unknown>>(),
    total: doublePrecision('total'),
    smallSample: boolean('small_sample'),
    scoredAt: at('scored_at'),
    createdAt: createdAt(),
  },
  (t) => [index('quality_submissions_user_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

/**
 * An application for a formal ranking of one product line (spec §3 "Quality ranking application"), on
 * server/workflow (subject 'qualityApplication'): pending → approved | rejected; a rejected one may be resubmitted.
 */
export const qualityApplications = pgTable(
  'quality_applications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => qualitySubmissions.id),
    /** contract QUALITY_USER_TYPES */
    userType: varchar('user_type', { length: 20 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    steelmakingLine: varchar('steelmaking_line', { length: 100 }).notNull(),
    rollingLine: varchar('rolling_line', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactInfo: varchar('contact_info', { length: 100 }).notNull(),
    instructions: text('instructions').notNull().default(''),
    /** The production year the data covers: lines are ranked by category and year. */
    year: smallint('year').notNull(),
    /** pending | approved | rejected */
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quality_applications_user_idx').on(t.userId, t.updatedAt.desc(), t.id),
    index('quality_applications_state_idx').on(t.state, t.submittedAt, t.id),
    index('quality_applications_submission_idx').on(t.submissionId),
  ],
);

/** An enterprise of the public ranking, identified by its unified social credit code. */
export const qualityEnterprises = pgTable(
  'quality_enterprises',
  {
    id: serial('id').primaryKey(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    /** The platform company the enterprise's people belong to, when it has one: they read its reports free. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quality_enterprises_credit_code_idx').on(t.creditCode), index('quality_enterprises_company_idx').on(t.companyId)],
);

/**
 * A product line of the public ranking: made when an auditor approves its application, scored under the method
 * version current then (kept with it). Its full report (PDF) is sold at `reportPrice` fen.
 */
export const qualityLines = pgTable(
  'quality_lines',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => qualityApplications.id),
    enterpriseId: belongsTo('enterprise_id', () => qualityEnterprises.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => qualitySubmissions.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => qualityCategories.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => materialGrades.id),
    productName: varchar('product_name', { length: 100 }).notNull(),
    steelmakingLine: varchar('steelmaking_line', { length: 100 }).notNull(),
    rollingLine: varchar('rolling_line', { length: 100 }).notNull(),
    year: smallint('year').notNull(),
    methodVersion: varchar('method_version', { length: 20 })
      .notNull()
      .references(() => qualityMethods.version),
    total: doublePrecision('total').notNull(),
    smallSample: boolean('small_sample').notNull(),
    n: integer('n').notNull(),
    score: jsonb('score').$type<Record<string, unknown>>().notNull(),
    reportPrice: integer('report_price').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quality_lines_application_idx').on(t.applicationId),
    index('quality_lines_ranking_idx').on(t.categoryId, t.year, t.total.desc(), t.id),
    index('quality_lines_year_idx').on(t.year, t.total.desc(), t.id),
    index('quality_lines_enterprise_idx').on(t.enterpriseId, t.year),
    index('quality_lines_grade_idx').on(t.gradeId, t.total.desc()),
    check('quality_lines_total', sql`${t.total} >= 0 and ${t.total} <= 100`),
    check('quality_lines_price', sql`${t.reportPrice} > 0`),
  ],
);
