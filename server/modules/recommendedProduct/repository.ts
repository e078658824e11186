import { and, asc, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Product, ProductSpec, ProductState, ProductType, PublicProduct } from '@contract';
import type { Db } from '../../db/client';
import { companies, recommendedProducts as products } from '../../db/schema';
import { containing } from '../../db/like';

/**
 * Company-side queries take the company id and find nothing of another company's; audit queries never see
 * drafts; public queries see approved products only.
 */
type Row = typeof products.$inferSelect;
/** The products' name in the shared workflow history (workflow.ts declares it). */
export const PRODUCT_SUBJECT = 'recommendedProduct';
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type Writable = Pick<Row, 'name' | 'type' | 'pictureId' | 'introduction' | 'unit' | 'priceUnit'> & { specs: ProductSpec[] };
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toPublic = (row: Row, companyName: string): PublicProduct => ({
  id: row.id,
  name: row.name,
  type: row.type as ProductType,
  specs: row.specs as ProductSpec[],
  pictureId: row.pictureId,
  introduction: row.introduction,
  unit: row.unit,
  priceUnit: row.priceUnit,
  companyName,
  publishTime: row.state === 'approved' ? iso(row.reviewedAt) : null,
});

const toProduct = (row: Row, companyName: string): Product => ({
  ...toPublic(row, companyName),
  state: row.state as ProductState,
  rejectReason: row.rejectReason,
  submitTime: iso(row.submittedAt),
  reviewTime: iso(row.reviewedAt),
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** `%`, `_` and `\` in a keyword are meant literally. */
const nameContains = (keyword: string | undefined) => (keyword ? ilike(products.name, containing(keyword)) : undefined);

async function page<T>(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
  map: (row: Row, companyName: string) => T,
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: products, companyName: companies.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { list: rows.map(({ row, companyName }) => map(row, companyName)), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

async function one<T>(db: Executor, where: SQL | undefined, map: (row: Row, companyName: string) => T) {
  const [found] = await db
    .select({ row: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(where);
  return found ? map(found.row, found.companyName) : undefined;
}

const ofCompany = (companyId: number, id: number) => and(eq(products.companyId, companyId), eq(products.id, id));

// ---- the company's side

export const listCompanyProducts = (db: Db, companyId: number, query: Paging & { keyword?: string; state?: ProductState }) =>
  page(
    db,
    and(eq(products.companyId, companyId), nameContains(query.keyword), query.state ? eq(products.state, query.state) : undefined),
    [desc(products.updatedAt), desc(products.id)],
    query,
    toProduct,
  );

export const findCompanyProduct = (db: Executor, companyId: number, id: number) => one(db, ofCompany(companyId, id), toProduct);

/** The row itself, locked until the transaction ends (state changes are decided on it). */
export async function lockCompanyProduct(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(products).where(ofCompany(companyId, id)).for('update');
  return row;
}

export async function insertProduct(db: Executor, companyId: number, userId: number, values: Writable, now: Date) {
  const [row] = await db
    .insert(products)
    .values({ ...values, companyId, createdBy: userId, state: 'draft', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateProduct(db: Executor, companyId: number, id: number, values: Partial<Row>, now: Date) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(ofCompany(companyId, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Executor, companyId: number, id: number) {
  const [row] = await db.delete(products).where(ofCompany(companyId, id)).returning();
  return row;
}

// ---- the auditors' side

const notDraft = ne(products.state, 'draft');

export const listForAudit = (db: Db, query: Paging & { keyword?: string; state?: ProductState }) => {
  const state = query.state ?? 'pending';
  return page(
    db,
    and(notDraft, eq(products.state, state), nameContains(query.keyword)),
    // Waiting ones in the order they came; reviewed ones newest first.
    state === 'pending' ? [asc(products.submittedAt), asc(products.id)] : [desc(products.reviewedAt), desc(products.id)],
    query,
    toProduct,
  );
};

export const findForAudit = (db: Executor, id: number) => one(db, and(notDraft, eq(products.id, id)), toProduct);

/** A submitted or reviewed product of any company, locked until the transaction ends. */
export async function lockForAudit(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(notDraft, eq(products.id, id)))
    .for('update');
  return row;
}

/** Stores a review's outcome on a product locked with lockForAudit. */
export async function review(
  db: Executor,
  id: number,
  outcome: { state: ProductState; rejectReason: string | null },
  reviewerId: number,
  now: Date,
) {
  await db
    .update(products)
    .set({ ...outcome, reviewedAt: now, reviewedBy: reviewerId, updatedAt: now })
    .where(eq(products.id, id));
}

// ---- everyone

const approved = eq(products.state, 'approved');

export const listPublic = (db: Db, query: Paging & { keyword?: string; type?: ProductType }) =>
  page(
    db,
    and(approved, nameContains(query.keyword), query.type ? eq(products.type, query.type) : undefined),
    [desc(products.reviewedAt), desc(products.id)],
    query,
    toPublic,
  );

export const findPublic = (db: Db, id: number) => one(db, and(approved, eq(products.id, id)), toPublic);
