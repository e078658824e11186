import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { storedFiles } from './files';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/**
 * The service hall (issue 19): service offers companies publish, reviewed by the platform, public once approved
 * (the same review as recommended products: draft → pending → approved | rejected). A company's approved offers
 * make its brand page. The platform's own services are the portal's modules, listed from the contract.
 */
export const serviceOffers = pgTable(
  'service_offers',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => companies.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** contract SERVICE_CATEGORIES */
    category: varchar('category', { length: 24 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** Price in fen; null = by negotiation. */
    price: integer('price'),
    priceUnit: varchar('price_unit', { length: 20 }).notNull().default(''),
    region: varchar('region', { length: 50 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
    pictureId: uuid('picture_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** 'draft' | 'pending' | 'approved' | 'rejected' */
    state: varchar('state', { length: 12 }).notNull().default('draft'),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_offers_company_idx').on(t.companyId, t.updatedAt.desc(), t.id),
    index('service_offers_state_idx').on(t.state, t.submittedAt, t.id),
    index('service_offers_public_idx').on(t.state, t.category, t.reviewedAt.desc(), t.id),
    index('service_offers_picture_idx').on(t.pictureId),
    index('service_offers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
