import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_STATES, type CustomMilestone, type CustomOrder, type CustomQuantityUnit, type CustomShape, type CustomState, type CustomType } from '@contract';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { companies, customOrders, users } from '../../../db/schema';
import { operatorName } from '../../../workflow/repository';
import { nextMilestoneOf } from '../workflow';
import type { CustomOrderRow } from './orders';

/** The lists (the buyer's, the platform's) and the list row every answer starts from. */
type Reader = Pick<Db, 'select'>;

/** An order row with its buyer's and company's names. */
export interface NamedOrderRow {
  order: CustomOrderRow;
  buyerName: string | null;
  companyName: string | null;
}

/** The row of the lists; `today` is the Beijing date a due date is overdue after. */
export function toCustomOrder({ order, buyerName, companyName }: NamedOrderRow, today: string): CustomOrder {
  const next = order.state === 'executing' ? nextMilestoneOf(order) : null;
  return {
    id: order.id,
    orderNo: order.orderNo,
    type: order.type as CustomType,
    name: order.name,
    shape: order.shape as CustomShape,
    quantity: order.quantity,
    quantityUnit: order.quantityUnit as CustomQuantityUnit,
    deliveryDate: order.deliveryDate,
    state: order.state as CustomState,
    buyerName,
    companyName,
    totalAmount: order.totalAmount,
    depositAmount: order.depositAmount,
    nextMilestone: (next?.code as CustomMilestone | undefined) ?? null,
    nextDueDate: next?.dueDate ?? null,
    overdue: next !== null && next.dueDate < today,
    createTime: order.createdAt.toISOString(),
    updateTime: order.updatedAt.toISOString(),
  };
}

const named = (db: Reader) =>
  db
    .select({ order: customOrders, buyerName: operatorName, companyName: companies.name })
    .from(customOrders)
    .leftJoin(users, eq(users.id, customOrders.userId))
    .leftJoin(companies, eq(companies.id, customOrders.companyId));

/** One order with its names (the detail). */
export async function findNamedOrder(db: Reader, id: number): Promise<NamedOrderRow | undefined> {
  const [row] = await named(db).where(eq(customOrders.id, id));
  return row;
}

/** The due date of the first milestone not done, in the milestones' order (null when none is left). */
const nextDueDate = sql<string | null>`(select m.value->>'dueDate' from jsonb_array_elements(${customOrders.milestones}) with ordinality as m(value, position)
  where m.value->>'doneAt' is null order by m.position limit 1)`;

/** Executing with the next milestone's due date before `today` (Beijing). */
export const overdueWhere = (today: string) => sql<boolean>`(${customOrders.state} = 'executing' and coalesce(${nextDueDate} < ${today}, false))`;

export interface ListFilter {
  state?: CustomState;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** The buyer's orders, newest first (index custom_orders_user_idx). */
export async function pageBuyerOrders(db: Reader, userId: number, filter: ListFilter, today: string) {
  const keyword = filter.keyword ? containing(filter.keyword) : undefined;
  const where = and(
    eq(customOrders.userId, userId),
    filter.state ? eq(customOrders.state, filter.state) : undefined,
    keyword ? or(ilike(customOrders.orderNo, keyword), ilike(customOrders.name, keyword)) : undefined,
  );
  return pageOf(db, where, [desc(customOrders.createdAt), desc(customOrders.id)], filter, today);
}

/**
 * Every order, for the platform: by state (index custom_orders_state_idx), keyword on the number, the name, the
 * buyer and its company; `overdue` keeps the executing orders past a milestone's due date. Overdue orders first.
 */
export async function pagePlatformOrders(db: Reader, filter: ListFilter & { overdue?: boolean }, today: string) {
  const keyword = filter.keyword ? containing(filter.keyword) : undefined;
  const where = and(
    filter.state ? eq(customOrders.state, filter.state) : undefined,
    keyword
      ? or(
          ilike(customOrders.orderNo, keyword),
          ilike(customOrders.name, keyword),
          ilike(users.userName, keyword),
          ilike(users.realName, keyword),
          ilike(companies.name, keyword),
        )
      : undefined,
    filter.overdue ? overdueWhere(today) : undefined,
  );
  return pageOf(db, where, [desc(overdueWhere(today)), desc(customOrders.createdAt), desc(customOrders.id)], filter, today);
}

async function pageOf(db: Reader, where: SQL | undefined, order: SQL[], filter: ListFilter, today: string) {
  const [rows, [{ total }]] = await Promise.all([
    named(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(customOrders)
      .leftJoin(users, eq(users.id, customOrders.userId))
      .leftJoin(companies, eq(companies.id, customOrders.companyId))
      .where(where),
  ]);
  return { list: rows.map((row) => toCustomOrder(row, today)), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** How many orders each state holds (every state, 0 when none). */
export async function countByState(db: Reader): Promise<Record<CustomState, number>> {
  const rows = await db.select({ state: customOrders.state, count: count() }).from(customOrders).groupBy(customOrders.state);
  const counts = Object.fromEntries(CUSTOM_STATES.map((state) => [state, 0])) as Record<CustomState, number>;
  for (const row of rows) if (row.state in counts) counts[row.state as CustomState] = row.count;
  return counts;
}
