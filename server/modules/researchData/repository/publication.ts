import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PublicationState } from '@contract';
import type { Db } from '../../../db/client';
import { companies, researchDataSets } from '../../../db/schema';

/** A data set's publication fields, and the auditors' queue. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update'>;
const t = researchDataSets;

/** The data set row, locked until the transaction ends (every state change reads its state under this lock). */
export async function lockDataSet(tx: Writer, id: number) {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export interface PublicationFields {
  publication: PublicationState;
  rejectReason?: string | null;
  submittedAt?: Date | null;
  publishedAt?: Date | null;
}

/** Publication is not content: no new version, and the row's updatedAt stays (it dates the content). */
export async function writePublication(tx: Writer, id: number, fields: PublicationFields) {
  await tx.update(t).set(fields).where(eq(t.id, id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the auditors' queue: data sets in one publication state (never an unpublished one: auditors see only
 * what was submitted to them), not recycled; pending ones oldest submission first, the others newest first.
 */
export async function auditQueue(db: Reader, query: { publication: PublicationState; keyword?: string; pageNum: number; pageSize: number }) {
  const words = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where: SQL = and(
    eq(t.publication, query.publication),
    ne(t.publication, 'unpublished'),
    isNull(t.recycledAt),
    words ? or(ilike(t.name, words), ilike(t.materialName, words), ilike(companies.name, words)) : undefined,
  )!;
  const order = query.publication === 'pending' ? [asc(t.submittedAt), asc(t.id)] : [desc(t.submittedAt), desc(t.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: t })
      .from(t)
      .leftJoin(companies, eq(companies.id, t.companyId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(t).leftJoin(companies, eq(companies.id, t.companyId)).where(where),
  ]);
  return { rows: rows.map(({ row }) => row), total };
}
