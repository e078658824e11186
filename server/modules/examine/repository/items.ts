import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CapabilityKind, ItemCategory } from '@contract';
import type { Db } from '../../../db/client';
import { detectionItems as items, laboratories, laboratoryCapabilities as capabilities } from '../../../db/schema';
import { containing } from '../../../db/like';
import { approvedLab } from './offers';

/** The catalogue (table detection_items): a few dozen rows, in the seed's order (`sort`). */
export type ItemRow = typeof items.$inferSelect;

export interface ItemFilter {
  kind?: CapabilityKind;
  category?: ItemCategory;
  keyword?: string;
  laboratoryId?: number;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

function filterOf(filter: ItemFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    filter.kind ? eq(items.kind, filter.kind) : undefined,
    filter.category ? eq(items.category, filter.category) : undefined,
    pattern ? or(ilike(items.nameZh, pattern), ilike(items.nameEn, pattern), sql`${items.standards}::text ilike ${pattern}`) : undefined,
    filter.laboratoryId === undefined ? undefined : offeredBy(filter.laboratoryId),
  );
}

/** The outer item is offered by this laboratory, if approved (a capability linked to it). */
const offeredBy = (laboratoryId: number) =>
  sql`exists (select 1 from ${capabilities} join ${laboratories} on ${laboratories.id} = ${capabilities.laboratoryId}
      where ${capabilities.itemId} = ${items.id} and ${capabilities.laboratoryId} = ${laboratoryId} and ${approvedLab})`;

export async function pageOfItems(db: Pick<Db, 'select'>, filter: ItemFilter, paging: Paging) {
  const where = filterOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.sort), asc(items.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(items).where(where),
  ]);
  return { rows, total };
}

export async function findItem(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

export async function itemsByIds(db: Pick<Db, 'select'>, ids: number[]): Promise<Map<number, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(items).where(inArray(items.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function countItems(db: Pick<Db, 'select'>) {
  const [{ total }] = await db.select({ total: count() }).from(items);
  return total;
}

/** How many items each kind and category holds. */
export async function countByCategory(db: Pick<Db, 'select'>) {
  const rows = await db.select({ kind: items.kind, category: items.category, count: count() }).from(items).groupBy(items.kind, items.category);
  return rows.map((row) => ({ ...row, kind: row.kind as CapabilityKind, category: row.category as ItemCategory }));
}
