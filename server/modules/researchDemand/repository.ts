import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DemandQuote, DemandState, EquipmentType, LabQuoteRow, PublicDemand, QuoteState, StoredFile } from '@contract';
import type { Db } from '../../db/client';
import { laboratories, paymentOrders, researchDemandQuotes as quotes, researchDemands as demands, storedFiles, users } from '../../db/schema';
import { containing } from '../../db/like';
import { toStoredFile } from '../files/repository';

/**
 * SQL of research demands and their quotes. Owner queries take the owner's user id, laboratory queries the
 * laboratory's id: neither finds another's rows. Contacts and attachments leave this file only in `DemandRow`;
 * the service decides who sees them.
 */
export type DemandRow = typeof demands.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The demands' name in the shared workflow history (workflow.ts declares it). */
export const DEMAND_SUBJECT = 'researchDemand';
export const OPEN_STATES: DemandState[] = ['open', 'quoted'];

const quoteCount = sql<number>`(select count(*)::int from ${quotes} where ${quotes.demandId} = ${demands.id})`;
const ownerName = sql<string | null>`coalesce(${users.realName}, ${users.userName})`;

export const toPublic = (row: DemandRow, quotes: number): PublicDemand => ({
  id: row.id,
  demandNo: row.demandNo,
  title: row.title,
  description: row.description,
  material: row.material,
  sampleCount: row.sampleCount,
  equipmentType: row.equipmentType as EquipmentType | null,
  wishedDate: row.wishedDate,
  budget: row.budget,
  state: row.state as DemandState,
  quoteCount: quotes,
  createTime: row.createdAt.toISOString(),
});

/** `keyword` in the title, number, material or description (`%`, `_` and `\` literally). */
const matching = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(ilike(demands.title, pattern), ilike(demands.demandNo, pattern), ilike(demands.material, pattern), ilike(demands.description, pattern));
};

async function page(db: Reader, where: SQL | undefined, paging: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: demands, quotes: quoteCount, ownerName })
      .from(demands)
      .leftJoin(users, eq(users.id, demands.userId))
      .where(where)
      .orderBy(desc(demands.createdAt), desc(demands.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(demands).where(where),
  ]);
  return { rows, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** Demands that take quotes, newest first (index research_demands_state_idx). */
export const listOpen = (db: Reader, query: Paging & { keyword?: string; equipmentType?: EquipmentType }) =>
  page(
    db,
    and(inArray(demands.state, OPEN_STATES), matching(query.keyword), query.equipmentType ? eq(demands.equipmentType, query.equipmentType) : undefined),
    query,
  );

/** One owner's demands (index research_demands_user_idx). */
export const listOfOwner = (db: Reader, userId: number, query: Paging & { keyword?: string; state?: DemandState }) =>
  page(db, and(eq(demands.userId, userId), query.state ? eq(demands.state, query.state) : undefined, matching(query.keyword)), query);

export const listAll = (db: Reader, query: Paging & { keyword?: string; state?: DemandState }) =>
  page(db, and(query.state ? eq(demands.state, query.state) : undefined, matching(query.keyword)), query);

/** A demand with its quote count and owner's name. */
export async function findDemand(db: Reader, id: number) {
  const [found] = await db
    .select({ row: demands, quotes: quoteCount, ownerName })
    .from(demands)
    .leftJoin(users, eq(users.id, demands.userId))
    .where(eq(demands.id, id));
  return found;
}

/** The row itself, locked until the transaction ends (state changes are decided on it). */
export async function lockDemand(db: Executor, id: number) {
  const [row] = await db.select().from(demands).where(eq(demands.id, id)).for('update');
  return row;
}

export async function insertDemand(db: Executor, values: typeof demands.$inferInsert) {
  const [row] = await db.insert(demands).values(values).returning();
  return row;
}

export async function updateDemand(db: Executor, id: number, values: Partial<DemandRow>, now: Date) {
  await db
    .update(demands)
    .set({ ...values, updatedAt: now })
    .where(eq(demands.id, id));
}

// ---- quotes

const quoteColumns = {
  quote: quotes,
  laboratoryName: laboratories.name,
  orderNo: paymentOrders.orderNo,
};

const toQuote = ({ quote, laboratoryName, orderNo }: { quote: QuoteRow; laboratoryName: string; orderNo: string | null }): DemandQuote => ({
  id: quote.id,
  demandId: quote.demandId,
  laboratoryId: quote.laboratoryId,
  laboratoryName,
  price: quote.price,
  days: quote.days,
  note: quote.note,
  state: quote.state as QuoteState,
  orderNo,
  createTime: quote.createdAt.toISOString(),
  updateTime: quote.updatedAt.toISOString(),
});

/** A demand's quotes, cheapest first; only `laboratoryId`'s when given. */
export async function quotesOf(db: Reader, demandId: number, laboratoryId?: number) {
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(laboratories, eq(laboratories.id, quotes.laboratoryId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, quotes.paymentOrderId))
    .where(and(eq(quotes.demandId, demandId), laboratoryId === undefined ? undefined : eq(quotes.laboratoryId, laboratoryId)))
    .orderBy(quotes.price, quotes.id);
  return rows.map(toQuote);
}

export async function lockQuote(db: Executor, where: { id: number } | { demandId: number; laboratoryId: number }) {
  const condition = 'id' in where ? eq(quotes.id, where.id) : and(eq(quotes.demandId, where.demandId), eq(quotes.laboratoryId, where.laboratoryId));
  const [row] = await db.select().from(quotes).where(condition).for('update');
  return row;
}

export async function insertQuote(db: Executor, values: typeof quotes.$inferInsert) {
  const [row] = await db.insert(quotes).values(values).returning();
  return row;
}

export async function updateQuote(db: Executor, id: number, values: Partial<QuoteRow>, now: Date) {
  await db
    .update(quotes)
    .set({ ...values, updatedAt: now })
    .where(eq(quotes.id, id));
}

/** Declines a demand's quotes that are still offered (all of them, or all but the accepted one). */
export async function declineOffered(db: Executor, demandId: number, now: Date) {
  await db
    .update(quotes)
    .set({ state: 'declined', updatedAt: now })
    .where(and(eq(quotes.demandId, demandId), eq(quotes.state, 'offered')));
}

/** A laboratory's quotes with their demands, newest change first (index research_demand_quotes_lab_idx). */
export async function quotesOfLaboratory(db: Reader, laboratoryId: number, query: Paging & { state?: QuoteState }) {
  const where = and(eq(quotes.laboratoryId, laboratoryId), query.state ? eq(quotes.state, query.state) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...quoteColumns, demandNo: demands.demandNo, demandTitle: demands.title, demandState: demands.state })
      .from(quotes)
      .innerJoin(laboratories, eq(laboratories.id, quotes.laboratoryId))
      .innerJoin(demands, eq(demands.id, quotes.demandId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, quotes.paymentOrderId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(quotes).where(where),
  ]);
  const list: LabQuoteRow[] = rows.map((row) => ({
    // A laboratory never sees the order number: the order is the customer's.
    ...toQuote({ ...row, orderNo: null }),
    demandNo: row.demandNo,
    demandTitle: row.demandTitle,
    demandState: row.demandState as DemandState,
  }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

// ---- files

/** The stored files of `ids`, in that order (missing ones left out). */
export async function filesOf(db: Reader, ids: string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map(toStoredFile));
}

/** Whether some demand shows the file: any demand, or (given a laboratory) one that takes quotes or that it quoted. */
export async function demandShowsFile(db: Reader, fileId: string, laboratoryId?: number) {
  const visible =
    laboratoryId === undefined
      ? undefined
      : or(
          inArray(demands.state, OPEN_STATES),
          sql`exists (select 1 from ${quotes} where ${quotes.demandId} = ${demands.id} and ${quotes.laboratoryId} = ${laboratoryId})`,
        );
  const [row] = await db
    .select({ id: demands.id })
    .from(demands)
    .where(and(sql`${demands.attachmentIds} ? ${fileId}`, visible))
    .limit(1);
  return row !== undefined;
}
