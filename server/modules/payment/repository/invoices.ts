import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Invoice } from '@contract';
import type { Db } from '../../../db/client';
import { invoices, invoiceTitles, paymentOrders, users } from '../../../db/schema';
import { containing } from '../../../db/like';

type InvoiceRow = typeof invoices.$inferSelect;
export type TitleFields = Pick<InvoiceRow, 'type' | 'title' | 'taxNo' | 'address' | 'telephone' | 'bankName' | 'bankAccount' | 'email'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const requester = sql<string | null>`coalesce(${users.realName}, ${users.userName})`;
const orderNosOf = sql<string[]>`coalesce((select array_agg(${paymentOrders.orderNo} order by ${paymentOrders.orderNo}) from ${paymentOrders} where ${paymentOrders.invoiceId} = ${invoices.id}), '{}')`;

const toInvoice = (row: InvoiceRow, orderNos: string[], requesterName: string | null): Invoice => ({
  id: row.id,
  type: row.type as Invoice['type'],
  title: row.title,
  taxNo: row.taxNo,
  address: row.address,
  telephone: row.telephone,
  bankName: row.bankName,
  bankAccount: row.bankAccount,
  email: row.email,
  remarks: row.remarks,
  amount: row.amount,
  orderNos,
  state: row.state as Invoice['state'],
  invoiceNo: row.invoiceNo,
  fileId: row.fileId,
  issuedTime: row.issuedAt?.toISOString() ?? null,
  createTime: row.createdAt.toISOString(),
  requester: requesterName,
});

const selection = { row: invoices, orderNos: orderNosOf, requester };

/** The buyer's paid orders among `orderNos` that have no invoice, locked (an order is invoiced once). */
export async function lockInvoiceable(db: Executor, userId: number, orderNos: string[]) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.orderNo, orderNos)))
    .for('update');
}

export async function insertInvoice(db: Executor, values: typeof invoices.$inferInsert, orderIds: number[]) {
  const [row] = await db.insert(invoices).values(values).returning();
  await db.update(paymentOrders).set({ invoiceId: row.id }).where(and(inArray(paymentOrders.id, orderIds), isNull(paymentOrders.invoiceId)));
  return row;
}

export async function findInvoice(db: Pick<Db, 'select'>, id: number, userId?: number) {
  const [found] = await db
    .select(selection)
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, id), userId === undefined ? undefined : eq(invoices.userId, userId)));
  return found ? toInvoice(found.row, found.orderNos, found.requester) : undefined;
}

export async function lockInvoice(db: Executor, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function issue(db: Executor, id: number, values: { invoiceNo: string; fileId: string; issuedBy: number; at: Date }) {
  await db
    .update(invoices)
    .set({ state: 'issued', invoiceNo: values.invoiceNo, fileId: values.fileId, issuedBy: values.issuedBy, issuedAt: values.at })
    .where(eq(invoices.id, id));
}


export async function pageInvoices(
  db: Pick<Db, 'select'>,
  query: { pageNum: number; pageSize: number; state?: string; keyword?: string },
  userId: number | null,
) {
  const where = and(
    userId === null ? undefined : eq(invoices.userId, userId),
    query.state ? eq(invoices.state, query.state) : undefined,
    query.keyword ? or(ilike(invoices.title, containing(query.keyword)), ilike(invoices.taxNo, containing(query.keyword)), ilike(sql`coalesce(${invoices.invoiceNo}, '')`, containing(query.keyword))) : undefined,
  );
  // Administrators work the oldest waiting request first; buyers see their newest first.
  const order = userId === null ? [asc(invoices.state), asc(invoices.createdAt)] : [desc(invoices.createdAt)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(selection)
      .from(invoices)
      .leftJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .orderBy(...order, desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { list: rows.map((found) => toInvoice(found.row, found.orderNos, found.requester)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

// Saved titles

const titleColumns = {
  id: invoiceTitles.id,
  type: invoiceTitles.type,
  title: invoiceTitles.title,
  taxNo: invoiceTitles.taxNo,
  address: invoiceTitles.address,
  telephone: invoiceTitles.telephone,
  bankName: invoiceTitles.bankName,
  bankAccount: invoiceTitles.bankAccount,
  email: invoiceTitles.email,
};

export async function listTitles(db: Pick<Db, 'select'>, userId: number) {
  const rows = await db.select(titleColumns).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.createdAt));
  return rows.map((row) => ({ ...row, type: row.type as 'ordinary' | 'special' }));
}

/** Saves a title, replacing the same one saved before (same type, tax number and name). */
export async function saveTitle(db: Executor, userId: number, title: TitleFields, at: Date) {
  await db
    .insert(invoiceTitles)
    .values({ userId, ...title, createdAt: at })
    .onConflictDoUpdate({
      target: [invoiceTitles.userId, invoiceTitles.type, invoiceTitles.taxNo, invoiceTitles.title],
      set: { address: title.address, telephone: title.telephone, bankName: title.bankName, bankAccount: title.bankAccount, email: title.email, createdAt: at },
    });
}

export async function deleteTitle(db: Executor, userId: number, id: number) {
  const rows = await db.delete(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId))).returning({ id: invoiceTitles.id });
  return rows.length > 0;
}
