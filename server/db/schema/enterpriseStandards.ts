import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './foundation';
import { materialGrades, materialStandards } from './materials';
import { belongsTo, createdAt, updatedAt } from './columns';

/**
 * Enterprise standards (issue 6, `tm-standard`): a company's standard system, its standards and their grades
 * with the audit trail of their public applications. An approved grade is copied into the materials catalogue
 * (material_standards with origin 'company', material_grades with enterprise_standard) and removed from it when
 * repealed; `*_id` columns pointing into the catalogue say where the public copy is.
 */

/** One standard system per company (spec §5 'A user can add only one standard system'). */
export const enterpriseStandardSystems = pgTable('enterprise_standard_systems', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 40 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const enterpriseStandards = pgTable(
  'enterprise_standards',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => enterpriseStandardSystems.companyId),
    number: varchar('number', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    year: smallint('year').notNull(),
    issuer: varchar('issuer', { length: 60 }).notNull(),
    country: varchar('country', { length: 8 }).notNull(),
    /** 'draft' | 'published' | 'repealed' (contract STANDARD_STATES). */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    /** The catalogue copy, from the first approval of one of its grades until it is repealed. */
    materialStandardId: integer('material_standard_id').references(() => materialStandards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enterprise_standards_number_idx').on(t.companyId, t.number, t.year),
    index('enterprise_standards_company_idx').on(t.companyId, t.createdAt.desc(), t.id),
  ],
);

export const enterpriseGrades = pgTable(
  'enterprise_grades',
  {
    id: serial('id').primaryKey(),
    standardId: belongsTo('standard_id', () => enterpriseStandards.id),
    /** The standard's company, kept here so that every grade query is scoped without a join. */
    companyId: belongsTo('company_id', () => companies.id),
    name: varchar('name', { length: 60 }).notNull(),
    materialNumber: varchar('material_number', { length: 60 }).notNull().default(''),
    /** 'draft' | 'pending' | 'approved' | 'rejected' | 'repealed' (contract GRADE_STATES). */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    rejectReason: text('reject_reason'),
    /** [{ el, min, max }] as the company entered them. */
    composition: jsonb('composition').notNull().default(sql`'[]'::jsonb`),
    /** [{ property, kind, typical, min, max, scale, tempC }] as the company entered them. */
    mechanical: jsonb('mechanical').notNull().default(sql`'[]'::jsonb`),
    /** The public catalogue grade while approved. */
    publishedGradeId: integer('published_grade_id').references(() => materialGrades.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enterprise_grades_name_idx').on(t.standardId, t.name),
    index('enterprise_grades_company_idx').on(t.companyId, t.standardId),
    // The auditors' queue: by state, oldest application first.
    index('enterprise_grades_state_idx').on(t.state, t.submittedAt, t.id),
  ],
);
