import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestState } from '@contract';
import type { Db } from '../../../db/client';
import { companies, researchDataGrants, researchDataRequests, researchDataSets, users } from '../../../db/schema';

/** Requests to see a data set's rows: pending → approved (with a grant) | refused (with an answer) | revoked. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

const r = researchDataRequests;
const requesterCompany = alias(companies, 'requester_company');

const requestColumns = {
  id: r.id,
  dataSetId: r.dataSetId,
  dataSetName: researchDataSets.name,
  requester: users.userName,
  requesterCompany: requesterCompany.name,
  reason: r.reason,
  state: r.state,
  answer: r.answer,
  grantId: r.grantId,
  expiresAt: researchDataGrants.expiresAt,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The contract's permissionRequest. */
const toRequest = (row: Awaited<ReturnType<typeof selectRequests>>[number]) => ({
  id: row.id,
  dataSetId: row.dataSetId,
  dataSetName: row.dataSetName,
  requester: row.requester,
  requesterCompany: row.requesterCompany,
  reason: row.reason,
  state: row.state as RequestState,
  answer: row.answer,
  grantId: row.grantId,
  expiresAt: iso(row.expiresAt),
  createTime: row.createdAt.toISOString(),
  decideTime: iso(row.decidedAt),
});
export type PermissionRequestOutput = ReturnType<typeof toRequest>;

function selectRequests(db: Reader, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(r)
    .innerJoin(researchDataSets, eq(researchDataSets.id, r.dataSetId))
    .innerJoin(users, eq(users.id, r.requesterId))
    .leftJoin(requesterCompany, eq(requesterCompany.id, users.companyId))
    .leftJoin(researchDataGrants, eq(researchDataGrants.id, r.grantId))
    .where(where);
}

export async function findRequest(db: Reader, id: number) {
  const [row] = await selectRequests(db, eq(r.id, id));
  return row ? toRequest(row) : undefined;
}

/** The caller's pending request of the data set, if any. */
export async function pendingRequest(db: Reader, dataSetId: number, requesterId: number) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.dataSetId, dataSetId), eq(r.requesterId, requesterId), eq(r.state, 'pending')));
  return row;
}

export async function insertRequest(tx: Writer, dataSetId: number, requesterId: number, reason: string, now: Date) {
  const [row] = await tx.insert(r).values({ dataSetId, requesterId, reason, state: 'pending', createdAt: now }).returning({ id: r.id });
  return row.id;
}

/** A request with its data set's owner and name, locked until the transaction ends. */
export async function lockRequest(tx: Writer, id: number) {
  const [row] = await tx
    .select({
      id: r.id,
      dataSetId: r.dataSetId,
      requesterId: r.requesterId,
      state: r.state,
      ownerId: researchDataSets.ownerId,
      dataSetName: researchDataSets.name,
    })
    .from(r)
    .innerJoin(researchDataSets, eq(researchDataSets.id, r.dataSetId))
    .where(eq(r.id, id))
    .for('update', { of: r });
  return row;
}

export async function decideRequest(
  tx: Writer,
  id: number,
  decision: { state: 'approved' | 'refused'; answer: string | null; grantId: number | null },
  now: Date,
) {
  await tx.update(r).set({ ...decision, decidedAt: now }).where(eq(r.id, id));
}

/**
 * A page of requests, newest first: to the data sets `userId` owns (incoming), or the ones `userId` made
 * (outgoing); optionally in one state.
 */
export async function pageOfRequests(
  db: Reader,
  userId: number,
  query: { scope: 'incoming' | 'outgoing'; state?: RequestState; pageNum: number; pageSize: number },
) {
  const where = and(
    query.scope === 'incoming' ? eq(researchDataSets.ownerId, userId) : eq(r.requesterId, userId),
    query.state ? eq(r.state, query.state) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectRequests(db, where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(r).innerJoin(researchDataSets, eq(researchDataSets.id, r.dataSetId)).where(where),
  ]);
  return { list: rows.map(toRequest), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
