import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TestOrder, TestOrderKind, TestOrderState } from '@contract';
import type { Db } from '../../../db/client';
import { companies, laboratories, testOrders as orders, users } from '../../../db/schema';
import { containing } from '../../../db/like';

/** Detection orders: the rows, their contract shape (with laboratory, customer and company names), the lists. */
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

const customer = sql<string | null>`coalesce(${users.realName}, ${users.userName})`;

const joined = (db: Reader) =>
  db
    .select({ row: orders, laboratoryName: laboratories.name, customerName: customer, companyName: companies.name })
    .from(orders)
    .innerJoin(laboratories, eq(laboratories.id, orders.laboratoryId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(companies, eq(companies.id, orders.companyId));

type Joined = { row: OrderRow; laboratoryName: string; customerName: string | null; companyName: string | null };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toOrder({ row, laboratoryName, customerName, companyName }: Joined): TestOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind as TestOrderKind,
    kitId: row.kitId,
    kitName: row.kitName,
    batch: row.batch,
    projectName: row.projectName,
    state: row.state as TestOrderState,
    laboratoryId: row.laboratoryId,
    laboratoryName,
    customerName,
    companyName,
    itemCount: row.lines.length,
    sampleCount: row.samples.reduce((sum, sample) => sum + sample.count, 0),
    amount: row.amount,
    finalAmount: row.finalAmount,
    estimatedDays: row.estimatedDays,
    dueDate: row.dueDate,
    leaderName: row.leaderName,
    leaderPhone: row.leaderPhone,
    payTime: iso(row.paidAt),
    evaluationStars: row.evaluationStars,
    submitTime: iso(row.submittedAt),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** One order with the names its contract shape shows; undefined when missing. */
export async function findOrder(db: Reader, id: number) {
  const [found] = await joined(db).where(eq(orders.id, id)).limit(1);
  return found ? { row: found.row, order: toOrder(found) } : undefined;
}

/** The row as it is, without a lock (to learn which payment order to lock first, and who the caller is). */
export async function peekOrder(db: Reader, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function lockOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function insertOrder(db: Executor, values: NewOrderRow) {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

export async function updateOrder(db: Executor, id: number, values: Partial<NewOrderRow>, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: now })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export async function deleteOrder(db: Executor, id: number) {
  await db.delete(orders).where(eq(orders.id, id));
}

/** Which orders a list holds (always a column with an index). */
export type OrderScope =
  | { userId: number }
  | { laboratoryId: number }
  /** The company's administrator: every member's orders. */
  | { companyId: number }
  /** An employee: its own orders and those of its group's members in its company. */
  | { companyId: number; userIds: number[] }
  /** Laboratories of regions (a regional head); null: every laboratory (the platform, the cloud area's head). */
  | { regions: string[] | null };

export interface OrderFilter {
  state?: TestOrderState;
  kind?: TestOrderKind;
  keyword?: string;
  laboratoryId?: number;
}

function scopeWhere(scope: OrderScope): SQL | undefined {
  if ('userId' in scope) return eq(orders.userId, scope.userId);
  if ('laboratoryId' in scope) return and(eq(orders.laboratoryId, scope.laboratoryId), ne(orders.state, 'draft'));
  if ('userIds' in scope) return and(eq(orders.companyId, scope.companyId), inArray(orders.userId, scope.userIds), ne(orders.state, 'draft'));
  if ('companyId' in scope) return and(eq(orders.companyId, scope.companyId), ne(orders.state, 'draft'));
  const placed = ne(orders.state, 'draft');
  if (scope.regions === null) return placed;
  if (scope.regions.length === 0) return sql`false`;
  return and(placed, inArray(orders.laboratoryId, labsOfRegions(scope.regions)));
}

/** The laboratories of regions, as a sub-select (laboratories.region). */
function labsOfRegions(regions: string[]) {
  return sql`(select ${laboratories.id} from ${laboratories} where ${inArray(laboratories.region, regions)})`;
}

function filterWhere(filter: OrderFilter): SQL | undefined {
  const keyword = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    filter.state ? eq(orders.state, filter.state) : undefined,
    filter.kind ? eq(orders.kind, filter.kind) : undefined,
    filter.laboratoryId ? eq(orders.laboratoryId, filter.laboratoryId) : undefined,
    keyword ? or(ilike(orders.orderNo, keyword), ilike(orders.projectName, keyword)) : undefined,
  );
}

/** A page of a list, newest first. */
export async function pageOrders(db: Reader, scope: OrderScope, filter: OrderFilter & { pageNum: number; pageSize: number }) {
  const where = and(scopeWhere(scope), filterWhere(filter));
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { list: rows.map(toOrder), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** How many orders of each state a list holds. */
export async function countByState(db: Reader, scope: OrderScope) {
  const rows = await db
    .select({ state: orders.state, count: count() })
    .from(orders)
    .where(scopeWhere(scope))
    .groupBy(orders.state);
  return rows.map((row) => ({ state: row.state as TestOrderState, count: row.count }));
}

/** Orders whose reports include the file, among those `where` picks (the caller's own, its company's, or all placed). */
export async function ordersWithReport(db: Reader, fileId: string, where: SQL | undefined) {
  return db
    .select()
    .from(orders)
    .where(and(sql`${orders.reportFileIds} @> ${JSON.stringify([fileId])}::jsonb`, where))
    .limit(20);
}

/** Orders with a payment record whose voucher is the file (for the platform reading vouchers). */
export async function ordersWithVoucher(db: Reader, fileId: string) {
  return db
    .select()
    .from(orders)
    .where(sql`${orders.paymentRecords} @> ${JSON.stringify([{ fileId }])}::jsonb`)
    .limit(20);
}

export const byCustomerOrCompany = (userId: number, companyId: number | null) =>
  companyId === null ? eq(orders.userId, userId) : or(eq(orders.userId, userId), eq(orders.companyId, companyId));

export const placedOnly = ne(orders.state, 'draft');
