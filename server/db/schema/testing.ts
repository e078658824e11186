import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { laboratories } from './laboratories';
import { paymentOrders } from './payments';
import { at, belongsTo, createdAt, updatedAt } from './columns';

export { detectionItems } from './catalogue';

/**
 * Cloud testing (issue 15): the platform's catalogue of detection and preparation items (`examine/content`),
 * test kits (JCB), detection orders (JC and JCB), the calendar that counts working days, the notifications a
 * state change leaves, and the regions that regional heads oversee.
 */

export interface KitItemRow {
  itemId: number;
  /** The item's condition in this kit, e.g. 'at −20 °C'. */
  condition: string;
}

/**
 * A test kit (JCB): items bundled for one purpose. A user's own kit is private until made public, which sends it
 * to audit (pending → approved | rejected with a reason); the owner may revoke a publication; saving an approved
 * kit sends it back to review. Platform kits (`common`) belong to no user and are public without audit.
 * History in workflow_history (subject 'testKit').
 */
export const testKits = pgTable(
  'test_kits',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    common: boolean('common').notNull().default(false),
    name: varchar('name', { length: 100 }).notNull(),
    /** detection | preparation | mixed: derived from the items. */
    kind: varchar('kind', { length: 16 }).notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<KitItemRow[]>().notNull(),
    /** private | pending | approved | rejected | revoked */
    state: varchar('state', { length: 16 }).notNull().default('private'),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_kits_owner_idx').on(t.ownerId, t.updatedAt.desc(), t.id),
    index('test_kits_state_idx').on(t.state, t.submittedAt),
    index('test_kits_public_idx').on(t.common, t.updatedAt.desc()).where(sql`${t.state} = 'approved'`),
  ],
);

export interface OrderLineRow {
  itemId: number;
  capabilityId: number;
  kind: string;
  nameZh: string;
  nameEn: string;
  standard: string;
  condition: string;
  /** Fen per sample. */
  unitPrice: number;
  /** Samples this item is done on. */
  quantity: number;
  cycleDays: number;
}

export interface OrderSampleRow {
  name: string;
  material: string;
  specification: string;
  count: number;
  remark: string;
}

export interface OrderAddressRow {
  consignee: string;
  telephone: string;
  locationName: string;
  detail: string;
}

export interface PaymentRecordRow {
  id: string;
  /** Fen. */
  amount: number;
  payer: string;
  paidOn: string;
  note: string;
  fileId: string | null;
  createdAt: string;
  /** Set when the platform confirms it. */
  confirmedAt: string | null;
}

/**
 * A detection or preparation order (JC: items picked one by one; JCB: from a kit). States in contract
 * TEST_ORDER_STATES; history in workflow_history (subject 'testOrder'). Lines, samples and the delivery address
 * are copies taken when the order is placed: later changes to the catalogue or the address book do not alter it.
 */
export const testOrders = pgTable(
  'test_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 28 }).notNull().unique(),
    /** JC | JCB */
    kind: varchar('kind', { length: 4 }).notNull(),
    kitId: integer('kit_id').references(() => testKits.id, { onDelete: 'set null' }),
    kitName: varchar('kit_name', { length: 100 }),
    /** The batch (high-throughput) form: many samples × items, the sample list from a spreadsheet. */
    batch: boolean('batch').notNull().default(false),
    projectName: varchar('project_name', { length: 100 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    lines: jsonb('lines').$type<OrderLineRow[]>().notNull(),
    samples: jsonb('samples').$type<OrderSampleRow[]>().notNull(),
    addressId: integer('address_id'),
    address: jsonb('address').$type<OrderAddressRow>(),
    remarks: text('remarks').notNull().default(''),
    /** Fen: the estimate the customer pays first. */
    amount: integer('amount').notNull(),
    /** Fen: set by the laboratory when the final amount differs; the difference is the balance payment. */
    finalAmount: integer('final_amount'),
    estimatedDays: smallint('estimated_days').notNull(),
    /** Beijing date the report is due, counted in working days from payment (estimate until paid). */
    dueDate: date('due_date'),
    leaderName: varchar('leader_name', { length: 50 }),
    leaderPhone: varchar('leader_phone', { length: 30 }),
    paymentRecords: jsonb('payment_records').$type<PaymentRecordRow[]>().notNull().default(sql`'[]'::jsonb`),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    balanceOrderId: integer('balance_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    paidAt: at('paid_at'),
    balancePaidAt: at('balance_paid_at'),
    reportFileIds: jsonb('report_file_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cancelReason: text('cancel_reason'),
    evaluationStars: smallint('evaluation_stars'),
    evaluationText: text('evaluation_text'),
    evaluatedAt: at('evaluated_at'),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('test_orders_company_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('test_orders_lab_idx').on(t.laboratoryId, t.state, t.createdAt.desc(), t.id),
    index('test_orders_state_idx').on(t.state, t.createdAt.desc(), t.id),
    check('test_orders_amount', sql`${t.amount} >= 0 and (${t.finalAmount} is null or ${t.finalAmount} >= 0)`),
  ],
);

/**
 * The official calendar (State Council notices): public holidays, and the weekend days worked instead
 * ('workday'). Working days are Monday to Friday, less holidays, plus those weekend workdays.
 */
export const calendarDays = pgTable('calendar_days', {
  day: date('day').primaryKey(),
  /** holiday | workday */
  kind: varchar('kind', { length: 8 }).notNull(),
  nameZh: varchar('name_zh', { length: 20 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
});

/**
 * What a state change tells a user (until the message centre lands, the list they read): the subject it is
 * about, the event, and the values its text needs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** testOrder … */
    subject: varchar('subject', { length: 24 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The workflow action that caused it. */
    event: varchar('event', { length: 24 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

/** The regions a regional centre's head oversees (contract REGIONS); the head of the cloud detection area oversees all. */
export const supervisorRegions = pgTable(
  'supervisor_regions',
  {
    userId: belongsTo('user_id', () => users.id),
    region: varchar('region', { length: 16 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.region] })],
);
