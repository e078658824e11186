import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LaboratoryState, LaboratorySummary, LabQualification, Region } from '@contract';
import type { Db } from '../../../db/client';
import { companies, laboratories } from '../../../db/schema';
import { containing } from '../../../db/like';

/**
 * The application rows (table `laboratories`, one per company). Laboratory-side queries take the company id and
 * never find another company's row; audit queries never see drafts.
 */
export type LaboratoryRow = typeof laboratories.$inferSelect;
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
/** The laboratories' name in the shared workflow history (workflow.ts declares it). */
export const LABORATORY_SUBJECT = 'laboratory';
export interface Paging {
  pageNum: number;
  pageSize: number;
}
export type BasicFields = Pick<
  LaboratoryRow,
  'name' | 'introduction' | 'logoId' | 'brochureId' | 'contactName' | 'contactPhone' | 'city' | 'region' | 'address' | 'capabilityFileIds' | 'attachmentIds'
> & { qualifications: LabQualification[] };

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Table names spelled out: drizzle may leave columns unqualified, which a subquery would misread.
const capabilityCount = sql<number>`(select count(*)::int from laboratory_capabilities c where c.laboratory_id = "laboratories"."id")`;
const instrumentCount = sql<number>`(select count(*)::int from laboratory_instruments i where i.laboratory_id = "laboratories"."id")`;

export function toSummary(row: LaboratoryRow, extra: { companyName: string; capabilityCount: number; instrumentCount: number }): LaboratorySummary {
  return {
    id: row.id,
    name: row.name,
    introduction: row.introduction,
    logoId: row.logoId,
    brochureId: row.brochureId,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    city: row.city,
    region: row.region as Region | null,
    address: row.address,
    qualifications: row.qualifications as LabQualification[],
    companyName: extra.companyName,
    state: row.state as LaboratoryState,
    rejectReason: row.rejectReason,
    submitTime: iso(row.submittedAt),
    reviewTime: iso(row.reviewedAt),
    publishTime: iso(row.publishedAt),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    capabilityCount: extra.capabilityCount,
    instrumentCount: extra.instrumentCount,
  };
}

const summaryColumns = { row: laboratories, companyName: companies.name, capabilityCount, instrumentCount };

async function oneSummary(db: Pick<Db, 'select'>, where: SQL | undefined) {
  const [found] = await db.select(summaryColumns).from(laboratories).innerJoin(companies, eq(companies.id, laboratories.companyId)).where(where);
  return found ? { row: found.row, summary: toSummary(found.row, found) } : undefined;
}

// ---- the laboratory's side

export const findOfCompany = (db: Pick<Db, 'select'>, companyId: number) => oneSummary(db, eq(laboratories.companyId, companyId));

/** The company's application, locked until the transaction ends; created as an empty draft when `create` and none exists. */
export async function lockOfCompany(db: Executor, companyId: number, applicantId: number, now: Date, create: boolean) {
  if (create) {
    // One laboratory per company (unique company_id): a concurrent first save finds the other's row.
    await db
      .insert(laboratories)
      .values({ companyId, applicantId, state: 'draft', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: laboratories.companyId });
  }
  const [row] = await db.select().from(laboratories).where(eq(laboratories.companyId, companyId)).for('update');
  return row;
}

export async function updateLaboratory(db: Executor, id: number, values: Partial<LaboratoryRow>, now: Date) {
  await db
    .update(laboratories)
    .set({ ...values, updatedAt: now })
    .where(eq(laboratories.id, id));
}

// ---- the auditors' side

const notDraft = ne(laboratories.state, 'draft');

export async function listForAudit(db: Db, query: Paging & { keyword?: string; state?: Exclude<LaboratoryState, 'draft'> }) {
  const state = query.state ?? 'pending';
  const where = and(
    eq(laboratories.state, state),
    query.keyword ? or(ilike(laboratories.name, containing(query.keyword)), ilike(companies.name, containing(query.keyword))) : undefined,
  );
  // Waiting ones in the order they came; reviewed ones newest first.
  const order = state === 'pending' ? [asc(laboratories.submittedAt), asc(laboratories.id)] : [desc(laboratories.reviewedAt), desc(laboratories.id)];
  const from = () => db.select(summaryColumns).from(laboratories).innerJoin(companies, eq(companies.id, laboratories.companyId));
  const [rows, [{ total }]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(laboratories).innerJoin(companies, eq(companies.id, laboratories.companyId)).where(where),
  ]);
  return { list: rows.map((found) => toSummary(found.row, found)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const findForAudit = (db: Pick<Db, 'select'>, id: number) => oneSummary(db, and(notDraft, eq(laboratories.id, id)));

/** A submitted or reviewed application, locked until the transaction ends. */
export async function lockForAudit(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(laboratories)
    .where(and(notDraft, eq(laboratories.id, id)))
    .for('update');
  return row;
}

// ---- everyone

export const findPublished = (db: Pick<Db, 'select'>, id: number) => oneSummary(db, and(eq(laboratories.state, 'approved'), eq(laboratories.id, id)));
