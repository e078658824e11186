import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LibraryItem, LibraryKind } from '@contract';
import type { Db } from '../../db/client';
import { libraryDownloads, libraryItems, libraryTypes, paymentOrders } from '../../db/schema';
import { containing } from '../../db/like';

export type ItemRow = typeof libraryItems.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const toItem = (row: ItemRow, typeCode: string): LibraryItem => ({
  id: row.id,
  kind: row.kind as LibraryKind,
  typeId: row.typeId,
  typeCode,
  title: row.title,
  authors: row.authors,
  publisher: row.publisher,
  year: row.year,
  isbn: row.isbn,
  summary: row.summary,
  price: row.price,
  pageCount: row.pageCount,
  coverId: row.coverId,
  source: row.source,
  published: row.published,
  createTime: row.createdAt.toISOString(),
});

export async function listTypes(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: libraryTypes.id,
      code: libraryTypes.code,
      nameZh: libraryTypes.nameZh,
      nameEn: libraryTypes.nameEn,
      count: sql<number>`(select count(*)::int from ${libraryItems} where ${libraryItems.typeId} = ${libraryTypes.id} and ${libraryItems.published})`,
    })
    .from(libraryTypes)
    .orderBy(libraryTypes.sort, libraryTypes.id);
}

export async function typeExists(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select({ id: libraryTypes.id }).from(libraryTypes).where(eq(libraryTypes.id, id));
  return Boolean(row);
}


export interface ItemQuery {
  pageNum: number;
  pageSize: number;
  kind?: LibraryKind;
  typeId?: number;
  keyword?: string;
  free?: '1' | '0';
  published?: '1' | '0';
}

export async function pageItems(db: Pick<Db, 'select'>, query: ItemQuery, onlyPublished: boolean) {
  const conditions: (SQL | undefined)[] = [
    onlyPublished ? eq(libraryItems.published, true) : query.published ? eq(libraryItems.published, query.published === '1') : undefined,
    query.kind ? eq(libraryItems.kind, query.kind) : undefined,
    query.typeId ? eq(libraryItems.typeId, query.typeId) : undefined,
    query.free === '1' ? eq(libraryItems.price, 0) : query.free === '0' ? sql`${libraryItems.price} > 0` : undefined,
    query.keyword
      ? or(ilike(libraryItems.title, containing(query.keyword)), ilike(libraryItems.authors, containing(query.keyword)), ilike(libraryItems.summary, containing(query.keyword)))
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: libraryItems, typeCode: libraryTypes.code })
      .from(libraryItems)
      .innerJoin(libraryTypes, eq(libraryTypes.id, libraryItems.typeId))
      .where(where)
      .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(libraryItems).where(where),
  ]);
  return { list: rows.map(({ row, typeCode }) => toItem(row, typeCode)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findItem(db: Pick<Db, 'select'>, id: number) {
  const [found] = await db
    .select({ row: libraryItems, typeCode: libraryTypes.code })
    .from(libraryItems)
    .innerJoin(libraryTypes, eq(libraryTypes.id, libraryItems.typeId))
    .where(eq(libraryItems.id, id));
  return found;
}

export type ItemValues = Omit<typeof libraryItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'seedKey'>;

export async function insertItem(db: Executor, values: ItemValues & { createdBy: number | null; seedKey?: string }, now: Date) {
  const [row] = await db.insert(libraryItems).values({ ...values, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function updateItem(db: Executor, id: number, values: Partial<ItemValues>, now: Date) {
  const [row] = await db.update(libraryItems).set({ ...values, updatedAt: now }).where(eq(libraryItems.id, id)).returning();
  return row;
}

export async function hasOrders(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(sql`${paymentOrders.kind} in ('library', 'book')`, eq(paymentOrders.itemRef, String(id))))
    .limit(1);
  return Boolean(row);
}

export async function deleteItem(db: Executor, id: number) {
  await db.delete(libraryItems).where(eq(libraryItems.id, id));
}

export async function logDownload(db: Pick<Db, 'insert'>, row: { itemId: number; userId: number; orderNo: string | null; via: string; at: Date }) {
  await db.insert(libraryDownloads).values({ itemId: row.itemId, userId: row.userId, orderNo: row.orderNo, via: row.via, createdAt: row.at });
}

export async function downloadsOf(db: Pick<Db, 'select'>, itemId: number) {
  const [row] = await db.select({ total: count() }).from(libraryDownloads).where(eq(libraryDownloads.itemId, itemId));
  return row.total;
}

/** The caller's library and book orders with their items, newest first. */
export async function pageOwnOrders(db: Pick<Db, 'select'>, userId: number, query: { pageNum: number; pageSize: number; state?: string }) {
  const where = and(eq(paymentOrders.userId, userId), sql`${paymentOrders.kind} in ('library', 'book')`, query.state ? eq(paymentOrders.state, query.state) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: paymentOrders, item: libraryItems, typeCode: libraryTypes.code })
      .from(paymentOrders)
      .leftJoin(libraryItems, eq(sql`${libraryItems.id}::text`, paymentOrders.itemRef))
      .leftJoin(libraryTypes, eq(libraryTypes.id, libraryItems.typeId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(paymentOrders).where(where),
  ]);
  return { rows, total };
}
