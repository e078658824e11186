import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { storedFiles } from './files';
import { at, belongsTo, createdAt, updatedAt } from './columns';

export interface DiscountLineRow {
  code: string;
  amount: number;
}
export interface DeliveryRow {
  consignee: string;
  telephone: string;
  locationName: string;
  detail: string;
}

/**
 * The one ledger of every order the platform is paid for (docs/architecture.md §7): money in integer fen, the item as it
 * was when ordered, the state (waiting → paid or cancelled; the history is in workflow_history, subject
 * 'paymentOrder'), and how it was paid. Rows are never deleted; a buyer's account deletion keeps them (user null).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** contract ORDER_KINDS: library, book, vip (later: test, research, report, custom). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** What was bought, as its module names it: a library item's id, a VIP plan. */
    itemRef: varchar('item_ref', { length: 64 }).notNull(),
    itemName: text('item_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    listAmount: integer('list_amount').notNull(),
    discounts: jsonb('discounts').$type<DiscountLineRow[]>().notNull().default(sql`'[]'::jsonb`),
    amount: integer('amount').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('waiting'),
    /** wxpay, alipay or transfer, once paid. */
    channel: varchar('channel', { length: 16 }),
    /** False when the sandbox took the payment. */
    live: boolean('live').notNull().default(false),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: at('paid_at'),
    expiresAt: at('expires_at').notNull(),
    /** The random part of the sandbox cashier's link (the QR code's content); never shown in lists. */
    payToken: varchar('pay_token', { length: 64 }).notNull().unique(),
    delivery: jsonb('delivery').$type<DeliveryRow>(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('payment_orders_recent_idx').on(t.createdAt.desc(), t.id),
    index('payment_orders_waiting_idx').on(t.expiresAt).where(sql`${t.state} = 'waiting'`),
    index('payment_orders_item_idx').on(t.kind, t.itemRef, t.userId),
    // One open or paid order per buyer and document: a second buy answers the first (no double payment).
    uniqueIndex('payment_orders_one_document_idx')
      .on(t.userId, t.itemRef)
      .where(sql`${t.kind} = 'library' and ${t.state} in ('waiting', 'paid')`),
    check('payment_orders_amount_positive', sql`${t.amount} > 0 and ${t.listAmount} >= ${t.amount}`),
  ],
);

/** Every notify a provider sent, verified or not: the evidence of what moved an order, and of what was refused. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    orderNo: varchar('order_no', { length: 64 }),
    /** applied, replay, refused (signature, amount …), late (after the order closed), ignored. */
    outcome: varchar('outcome', { length: 24 }).notNull(),
    detail: text('detail'),
    body: text('body').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo, t.receivedAt)],
);

/** What an invoice is made out to (contract invoiceTitleFields): a saved title and an invoice request both hold it. */
const invoiceTitleColumns = () => ({
  /** ordinary | special (VAT) */
  type: varchar('type', { length: 16 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  /** The unified social credit code. */
  taxNo: varchar('tax_no', { length: 18 }).notNull(),
  address: varchar('address', { length: 200 }).notNull().default(''),
  telephone: varchar('telephone', { length: 30 }).notNull().default(''),
  bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
  bankAccount: varchar('bank_account', { length: 50 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull(),
});

/** Invoice titles a buyer saved to reuse. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    ...invoiceTitleColumns(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_titles_user_title_idx').on(t.userId, t.type, t.taxNo, t.title)],
);

/** An invoice request for one or more paid orders (each order points to at most one invoice). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...invoiceTitleColumns(),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    amount: integer('amount').notNull(),
    /** requested → issued. */
    state: varchar('state', { length: 16 }).notNull().default('requested'),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    issuedAt: at('issued_at'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt.desc()), index('invoices_state_idx').on(t.state, t.createdAt)],
);
