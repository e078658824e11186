import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { PublicServiceOffer, ServiceCategory, ServiceOffer, ServiceState } from '@contract';
import type { Db } from '../../../db/client';
import { companies, serviceOffers as offers, workflowHistory } from '../../../db/schema';
import { containing } from '../../../db/like';

/**
 * Service offers: company-side queries take the company id and find nothing of another company's; audit queries
 * never see drafts; public queries (repository/public.ts) see approved offers only.
 */
export type OfferRow = typeof offers.$inferSelect;
/** The offers' name in the shared workflow history (workflow.ts declares it). */
export const SERVICE_SUBJECT = 'serviceOffer';
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type Writable = Pick<
  OfferRow,
  'category' | 'name' | 'summary' | 'introduction' | 'price' | 'priceUnit' | 'region' | 'contactName' | 'contactPhone' | 'pictureId'
>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toPublic = (row: OfferRow, companyName: string): PublicServiceOffer => ({
  id: row.id,
  companyId: row.companyId,
  companyName,
  category: row.category as ServiceCategory,
  name: row.name,
  summary: row.summary,
  introduction: row.introduction,
  price: row.price,
  priceUnit: row.priceUnit,
  region: row.region,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  pictureId: row.pictureId,
  views: row.views,
  publishTime: row.state === 'approved' ? iso(row.reviewedAt) : null,
});

const toOffer = (row: OfferRow, companyName: string): ServiceOffer => ({
  ...toPublic(row, companyName),
  state: row.state as ServiceState,
  rejectReason: row.rejectReason,
  submitTime: iso(row.submittedAt),
  reviewTime: iso(row.reviewedAt),
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** `%`, `_` and `\` in a keyword are meant literally (the trigram index serves the search). */
export const nameContains = (keyword: string | undefined) => (keyword ? ilike(offers.name, containing(keyword)) : undefined);

/** One page of offers with their companies' names. */
export async function pageOfOffers<T>(
  db: Pick<Db, 'select'>,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
  map: (row: OfferRow, companyName: string) => T,
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: offers, companyName: companies.name })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { list: rows.map(({ row, companyName }) => map(row, companyName)), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

export async function oneOffer<T>(db: Pick<Db, 'select'>, where: SQL | undefined, map: (row: OfferRow, companyName: string) => T) {
  const [found] = await db
    .select({ row: offers, companyName: companies.name })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(where);
  return found ? map(found.row, found.companyName) : undefined;
}

const ofCompany = (companyId: number, id: number) => and(eq(offers.companyId, companyId), eq(offers.id, id));

// ---- the company's side

export const listCompanyOffers = (db: Db, companyId: number, query: Paging & { keyword?: string; state?: ServiceState }) =>
  pageOfOffers(
    db,
    and(eq(offers.companyId, companyId), nameContains(query.keyword), query.state ? eq(offers.state, query.state) : undefined),
    [desc(offers.updatedAt), desc(offers.id)],
    query,
    toOffer,
  );

export const findCompanyOffer = (db: Pick<Db, 'select'>, companyId: number, id: number) => oneOffer(db, ofCompany(companyId, id), toOffer);

/** The row itself, locked until the transaction ends (state changes are decided on it). */
export async function lockCompanyOffer(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(offers).where(ofCompany(companyId, id)).for('update');
  return row;
}

/** How many offers the company keeps, counted with its company row locked (two saves at once cannot both pass the bound). */
export async function countLockedCompanyOffers(db: Executor, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [{ total }] = await db.select({ total: count() }).from(offers).where(eq(offers.companyId, companyId));
  return total;
}

export async function insertOffer(db: Executor, companyId: number, userId: number, values: Writable, now: Date) {
  const [row] = await db
    .insert(offers)
    .values({ ...values, companyId, createdBy: userId, state: 'draft', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateOffer(db: Executor, companyId: number, id: number, values: Partial<OfferRow>, now: Date) {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: now })
    .where(ofCompany(companyId, id))
    .returning();
  return row;
}

export async function deleteOffer(db: Executor, companyId: number, id: number) {
  const [row] = await db.delete(offers).where(ofCompany(companyId, id)).returning();
  return row;
}

// ---- the auditors' side

const notDraft = ne(offers.state, 'draft');

export const listForAudit = (db: Db, query: Paging & { keyword?: string; state?: ServiceState }) => {
  const state = query.state ?? 'pending';
  return pageOfOffers(
    db,
    and(notDraft, eq(offers.state, state), nameContains(query.keyword)),
    // Waiting ones in the order they came; reviewed ones newest first.
    state === 'pending' ? [asc(offers.submittedAt), asc(offers.id)] : [desc(offers.reviewedAt), desc(offers.id)],
    query,
    toOffer,
  );
};

export const findForAudit = (db: Pick<Db, 'select'>, id: number) => oneOffer(db, and(notDraft, eq(offers.id, id)), toOffer);

/** A submitted or reviewed offer of any company, locked until the transaction ends. */
export async function lockForAudit(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(notDraft, eq(offers.id, id)))
    .for('update');
  return row;
}

/** Stores a review's outcome on an offer locked with lockForAudit. */
export async function review(db: Executor, id: number, outcome: { state: ServiceState; rejectReason: string | null }, reviewerId: number, now: Date) {
  await db
    .update(offers)
    .set({ ...outcome, reviewedAt: now, reviewedBy: reviewerId, updatedAt: now })
    .where(eq(offers.id, id));
}

/** Who submitted the offer last (the person its decision is for), from the workflow history. */
export async function lastSubmitter(db: Pick<Db, 'select'>, id: number) {
  const [step] = await db
    .select({ actorId: workflowHistory.actorId })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, SERVICE_SUBJECT), eq(workflowHistory.subjectId, id), eq(workflowHistory.action, 'submit')))
    .orderBy(desc(workflowHistory.createdAt), desc(workflowHistory.id))
    .limit(1);
  return step?.actorId ?? null;
}

export const approvedOffer = (id: number) => and(eq(offers.state, 'approved'), eq(offers.id, id));

/** Counts a view of an approved offer; false when there is none. */
export async function countView(db: Pick<Db, 'update'>, id: number) {
  const rows = await db
    .update(offers)
    .set({ views: sql`${offers.views} + 1` })
    .where(approvedOffer(id))
    .returning({ id: offers.id });
  return rows.length > 0;
}
