import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { storedFiles } from './files';
import { belongsTo, createdAt, updatedAt } from './columns';

/**
 * Recommended products (issue 6): written by a company, reviewed by an auditor, public once approved.
 * Every company-side query is scoped by `company_id`.
 */
export const recommendedProducts = pgTable(
  'recommended_products',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => companies.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** contract PRODUCT_TYPES */
    type: varchar('type', { length: 24 }).notNull(),
    /** [{ shape, specification, price }] as entered (prices as numbers with at most two decimals). */
    specs: jsonb('specs').notNull().default(sql`'[]'::jsonb`),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => storedFiles.id),
    introduction: text('introduction').notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    priceUnit: varchar('price_unit', { length: 20 }).notNull(),
    /** 'draft' | 'pending' | 'approved' | 'rejected' (contract PRODUCT_STATES). */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recommended_products_company_idx').on(t.companyId, t.updatedAt.desc(), t.id),
    // The auditors' queue (oldest submission first) and the public list (newest approval first).
    index('recommended_products_state_idx').on(t.state, t.submittedAt, t.id),
    index('recommended_products_public_idx').on(t.state, t.reviewedAt.desc(), t.id),
    index('recommended_products_picture_idx').on(t.pictureId),
    index('recommended_products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
