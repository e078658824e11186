import { and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { PAID_STATES, type OrderKind, type OrderQuery, type OrderState, type PayChannel, type PaymentOrder } from '@contract';
import type { Db } from '../../../db/client';
import { companies, paymentOrders, users, type DeliveryRow, type DiscountLineRow } from '../../../db/schema';
import { containing } from '../../../db/like';

export type OrderRow = typeof paymentOrders.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The contract shape, without the actions (the service adds what the viewer may do). */
export const toOrder = (row: OrderRow): Omit<PaymentOrder, 'nextActions'> => ({
  orderNo: row.orderNo,
  kind: row.kind as OrderKind,
  itemRef: row.itemRef,
  itemName: row.itemName,
  unitPrice: row.unitPrice,
  quantity: row.quantity,
  listAmount: row.listAmount,
  discounts: row.discounts,
  amount: row.amount,
  state: row.state as OrderState,
  channel: row.channel as PayChannel | null,
  live: row.live,
  transactionId: row.transactionId,
  paidTime: iso(row.paidAt),
  expireTime: row.expiresAt.toISOString(),
  createTime: row.createdAt.toISOString(),
  delivery: row.delivery ?? null,
  invoiceId: row.invoiceId,
});

export interface NewOrder {
  orderNo: string;
  userId: number;
  companyId: number | null;
  kind: OrderKind;
  itemRef: string;
  itemName: string;
  unitPrice: number;
  quantity: number;
  discounts: DiscountLineRow[];
  delivery?: DeliveryRow | null;
  payToken: string;
  expiresAt: Date;
  now: Date;
}

export async function insertOrder(db: Executor, order: NewOrder) {
  const listAmount = order.unitPrice * order.quantity;
  const amount = listAmount - order.discounts.reduce((sum, line) => sum + line.amount, 0);
  const [row] = await db
    .insert(paymentOrders)
    .values({
      orderNo: order.orderNo,
      userId: order.userId,
      companyId: order.companyId,
      kind: order.kind,
      itemRef: order.itemRef,
      itemName: order.itemName,
      unitPrice: order.unitPrice,
      quantity: order.quantity,
      listAmount,
      discounts: order.discounts,
      amount,
      delivery: order.delivery ?? null,
      payToken: order.payToken,
      expiresAt: order.expiresAt,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning();
  return row;
}

export async function findOrderWhere(db: Pick<Db, 'select'>, where: SQL) {
  const [row] = await db.select().from(paymentOrders).where(where);
  return row;
}
export const findOrder = (db: Pick<Db, 'select'>, orderNo: string) => findOrderWhere(db, byOrderNo(orderNo));

/** Reads the order under a row lock: concurrent notifies for one order take their turns here. */
export async function lockOrder(db: Executor, where: SQL) {
  const [row] = await db.select().from(paymentOrders).where(where).for('update');
  return row;
}
export const byOrderNo = (orderNo: string) => eq(paymentOrders.orderNo, orderNo);
export const byPayToken = (token: string) => eq(paymentOrders.payToken, token);

export async function updateOrder(db: Executor, id: number, values: Partial<typeof paymentOrders.$inferInsert>) {
  const [row] = await db.update(paymentOrders).set(values).where(eq(paymentOrders.id, id)).returning();
  return row;
}

/** The waiting order of a buyer for an item, if any (to answer it instead of a second one). */
export async function waitingOrderFor(db: Pick<Db, 'select'>, userId: number, kind: OrderKind, itemRef: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, kind), eq(paymentOrders.itemRef, itemRef), eq(paymentOrders.state, 'waiting')))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row;
}

export async function paidOrderFor(db: Pick<Db, 'select'>, userId: number, kind: OrderKind, itemRef: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, kind), eq(paymentOrders.itemRef, itemRef), inArray(paymentOrders.state, [...PAID_STATES])))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  return row;
}

/** The buyer's waiting orders that are still payable. */
export async function countWaiting(db: Pick<Db, 'select'>, userId: number, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.state, 'waiting'), gt(paymentOrders.expiresAt, now)));
  return row.total;
}

/** Ids of waiting orders whose time is up. */
export async function overdueOrders(db: Pick<Db, 'select'>, now: Date, limit = 200) {
  const rows = await db
    .select({ orderNo: paymentOrders.orderNo })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'waiting'), lte(paymentOrders.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.orderNo);
}

/** `%`, `_` and `\` in a keyword are meant literally. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

function filters(query: OrderQuery, buyerKeyword: boolean): SQL[] {
  const where: SQL[] = [];
  if (query.state) where.push(eq(paymentOrders.state, query.state));
  if (query.kind) where.push(eq(paymentOrders.kind, query.kind));
  if (query.from) where.push(gte(paymentOrders.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(paymentOrders.createdAt, nextDay(query.to)));
  if (query.keyword) {
    const like = containing(query.keyword);
    const matches = [ilike(paymentOrders.orderNo, like), ilike(paymentOrders.itemName, like)];
    if (buyerKeyword) matches.push(ilike(users.userName, like), ilike(sql`coalesce(${users.realName}, '')`, like), ilike(sql`coalesce(${users.mobile}, '')`, like));
    where.push(or(...matches)!);
  }
  return where;
}

interface Paging {
  pageNum: number;
  pageSize: number;
}

export async function pageOrders(db: Pick<Db, 'select'>, query: OrderQuery & Paging, userId: number | null) {
  const where = and(...filters(query, userId === null), ...(userId === null ? [] : [eq(paymentOrders.userId, userId)]));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: paymentOrders, buyerName: sql<string | null>`coalesce(${users.realName}, ${users.userName})` })
      .from(paymentOrders)
      .leftJoin(users, eq(users.id, paymentOrders.userId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(paymentOrders).leftJoin(users, eq(users.id, paymentOrders.userId)).where(where),
  ]);
  return { rows, total };
}

export async function buyerOf(db: Pick<Db, 'select'>, row: OrderRow) {
  if (row.userId === null) return { userId: 0, name: '—', mobile: null, companyName: null };
  const [buyer] = await db
    .select({ name: sql<string>`coalesce(${users.realName}, ${users.userName})`, mobile: users.mobile, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, row.userId));
  return { userId: row.userId, name: buyer?.name ?? '—', mobile: buyer?.mobile ?? null, companyName: buyer?.companyName ?? null };
}

/** Paid orders and amounts per month (Beijing time) of one year. */
export async function billByMonth(db: Pick<Db, 'select'>, userId: number, year: number) {
  const month = sql<string>`to_char(${paymentOrders.paidAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({ month, orders: sql<number>`count(*)::int`, amount: sql<number>`sum(${paymentOrders.amount})::int` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.state, [...PAID_STATES]),
        gte(paymentOrders.paidAt, new Date(`${year}-01-01T00:00:00+08:00`)),
        lt(paymentOrders.paidAt, new Date(`${year + 1}-01-01T00:00:00+08:00`)),
      ),
    )
    .groupBy(month)
    .orderBy(month);
}
