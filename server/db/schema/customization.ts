import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { paymentOrders } from './payments';
import { at, createdAt, updatedAt } from './columns';
import type { OrderAddressRow } from './testing';

/**
 * Product customization (issue 18): a buyer's request for a material no catalogue grade gives, worked by the
 * platform through pre-review, offer, contract and executing (contract/endpoints/customization.ts has the
 * states). History in workflow_history (subject 'customOrder'); deposit and balance are payment_orders of kinds
 * 'customDeposit' and 'customBalance'. The request's copies (base grades, address) are taken when it is saved.
 */

export interface CustomBaseGradeRow {
  id: number;
  name: string;
  standardNo: string;
}
export interface CustomRangeRow {
  min: number | null;
  max: number | null;
}
export interface CustomMilestoneRow {
  /** contract CUSTOM_MILESTONES */
  code: string;
  dueDate: string;
  doneAt: string | null;
}
export interface CustomAcceptanceRow {
  itemId: number;
  code: string;
  nameZh: string;
  nameEn: string;
  standards: string[];
  requirement: string;
  result: string | null;
  passed: boolean | null;
}

export const customOrders = pgTable(
  'custom_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 28 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 16 }).notNull().default('preReview'),
    /** contract CUSTOM_TYPES */
    type: varchar('type', { length: 24 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    baseGrades: jsonb('base_grades').$type<CustomBaseGradeRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** [{ el, min, max }] in mass %. */
    composition: jsonb('composition').$type<(CustomRangeRow & { el: string })[]>().notNull().default(sql`'[]'::jsonb`),
    /** [{ code, min, max, condition }] in the property's unit (contract CUSTOM_PROPERTIES). */
    properties: jsonb('properties').$type<(CustomRangeRow & { code: string; condition: string })[]>().notNull().default(sql`'[]'::jsonb`),
    shape: varchar('shape', { length: 16 }).notNull(),
    /** [{ code, min, max }] in mm. */
    dimensions: jsonb('dimensions').$type<(CustomRangeRow & { code: string })[]>().notNull().default(sql`'[]'::jsonb`),
    quantity: doublePrecision('quantity').notNull(),
    quantityUnit: varchar('quantity_unit', { length: 8 }).notNull(),
    deliveryDate: date('delivery_date').notNull(),
    addressId: integer('address_id'),
    address: jsonb('address').$type<OrderAddressRow>(),
    application: varchar('application', { length: 50 }).notNull(),
    remarks: varchar('remarks', { length: 50 }).notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The offer (fen), set by the platform in 'offer'. */
    totalAmount: integer('total_amount'),
    depositAmount: integer('deposit_amount'),
    plan: text('plan'),
    milestones: jsonb('milestones').$type<CustomMilestoneRow[]>().notNull().default(sql`'[]'::jsonb`),
    acceptance: jsonb('acceptance').$type<CustomAcceptanceRow[]>().notNull().default(sql`'[]'::jsonb`),
    offeredAt: at('offered_at'),
    contractNo: varchar('contract_no', { length: 32 }),
    contractDrawnAt: at('contract_drawn_at'),
    buyerSignedFileId: varchar('buyer_signed_file_id', { length: 36 }),
    platformSignedFileId: varchar('platform_signed_file_id', { length: 36 }),
    depositOrderId: integer('deposit_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    depositPaidAt: at('deposit_paid_at'),
    balanceOrderId: integer('balance_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    balancePaidAt: at('balance_paid_at'),
    shipmentNo: varchar('shipment_no', { length: 40 }),
    rejectReason: text('reject_reason'),
    cancelReason: text('cancel_reason'),
    evaluationStars: smallint('evaluation_stars'),
    evaluationText: text('evaluation_text'),
    evaluatedAt: at('evaluated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('custom_orders_state_idx').on(t.state, t.createdAt.desc(), t.id),
    check(
      'custom_orders_amounts',
      sql`${t.totalAmount} is null or (${t.totalAmount} > 0 and ${t.depositAmount} > 0 and ${t.depositAmount} <= ${t.totalAmount})`,
    ),
  ],
);
