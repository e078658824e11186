import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, researchDataGrants, researchDataRequests, researchDataSets, users } from '../../../db/schema';

/**
 * Grants: who sees a data set's rows beyond its visibility. 'share' grants are the targets the owner chose when
 * sharing (replaced as a whole by every share); 'request' grants come from approved requests and stay until revoked
 * or expired.
 */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The users of these account names (an account name is unique). */
export async function usersNamed(db: Reader, names: string[]) {
  if (names.length === 0) return [];
  return db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, names));
}

/** Which of these companies exist. */
export async function existingCompanyIds(db: Reader, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  return new Set(rows.map((row) => row.id));
}

export interface ShareTargets {
  userIds: number[];
  companyIds: number[];
}

/** Replaces the data set's 'share' grants with grants to the targets (request grants stay). */
export async function replaceShareGrants(tx: Writer, dataSetId: number, targets: ShareTargets, expiresAt: Date | null, grantedBy: number, now: Date) {
  await tx.delete(researchDataGrants).where(and(eq(researchDataGrants.dataSetId, dataSetId), eq(researchDataGrants.via, 'share')));
  const values = [
    ...targets.userIds.map((userId) => ({ dataSetId, userId, companyId: null, via: 'share', expiresAt, grantedBy, createdAt: now })),
    ...targets.companyIds.map((companyId) => ({ dataSetId, userId: null, companyId, via: 'share', expiresAt, grantedBy, createdAt: now })),
  ];
  if (values.length > 0) await tx.insert(researchDataGrants).values(values);
}

/** A grant of a user's approved request. */
export async function insertRequestGrant(tx: Writer, dataSetId: number, userId: number, expiresAt: Date | null, grantedBy: number, now: Date) {
  const [row] = await tx
    .insert(researchDataGrants)
    .values({ dataSetId, userId, via: 'request', expiresAt, grantedBy, createdAt: now })
    .returning({ id: researchDataGrants.id });
  return row.id;
}

/** A grant with its data set's owner and name, locked until the transaction ends. */
export async function lockGrant(tx: Writer, grantId: number) {
  const [row] = await tx
    .select({
      id: researchDataGrants.id,
      dataSetId: researchDataGrants.dataSetId,
      userId: researchDataGrants.userId,
      ownerId: researchDataSets.ownerId,
      dataSetName: researchDataSets.name,
    })
    .from(researchDataGrants)
    .innerJoin(researchDataSets, eq(researchDataSets.id, researchDataGrants.dataSetId))
    .where(eq(researchDataGrants.id, grantId))
    .for('update', { of: researchDataGrants });
  return row;
}

/**
 * Deletes a grant; the requests it came from become 'revoked' first (the request keeps no link to a deleted
 * grant). Answers the requesters of those requests.
 */
export async function deleteGrant(tx: Writer, grantId: number) {
  const revoked = await tx
    .update(researchDataRequests)
    .set({ state: 'revoked' })
    .where(eq(researchDataRequests.grantId, grantId))
    .returning({ requesterId: researchDataRequests.requesterId });
  await tx.delete(researchDataGrants).where(eq(researchDataGrants.id, grantId));
  return revoked.map((row) => row.requesterId);
}

/** Sets who sees the rows (visibility is not content: no new version, updatedAt stays). */
export async function setVisibility(tx: Writer, dataSetId: number, visibility: string) {
  await tx.update(researchDataSets).set({ visibility }).where(eq(researchDataSets.id, dataSetId));
}
