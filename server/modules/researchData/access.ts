import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { allows, PERMISSIONS, type AccessLevel, type PublicationState, type Visibility } from '@contract';
import type { Db } from '../../db/client';
import { researchDataGrants, researchDataSets } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../http/errors';

/**
 * Who sees what of a data set (contract/endpoints/researchData.ts has the rules in words). Every call that answers
 * a data set's rows, files, statistics, charts, exports or similar grades goes through `requireAccess`; lists use
 * `summaryVisibleTo` so that a list never shows what `get` would refuse. Anyone else gets the 404 of a missing
 * data set, so its existence does not leak.
 */
export interface Viewer {
  userId: number | null;
  companyId: number | null;
  auditor: boolean;
}

export const viewerOf = (user: SessionUser | null): Viewer => ({
  userId: user?.userId ?? null,
  companyId: user?.companyId ?? null,
  auditor: user ? allows(user.ability, PERMISSIONS.researchDataAudit) : false,
});

export interface AccessFacts {
  ownerId: number;
  companyId: number | null;
  visibility: Visibility;
  publication: PublicationState;
  recycled: boolean;
  /** The viewer (or the viewer's company) holds a grant that has not expired. */
  granted: boolean;
}

/** The level a viewer has, or null when the data set does not exist for them. Pure: unit-tested over every case. */
export function accessLevel(viewer: Viewer, facts: AccessFacts): AccessLevel | null {
  if (viewer.userId !== null && viewer.userId === facts.ownerId) return 'owner';
  if (facts.recycled || facts.visibility === 'draft') return null;
  const sameCompany = viewer.companyId !== null && viewer.companyId === facts.companyId;
  const rows =
    facts.granted ||
    facts.visibility === 'public' ||
    (facts.visibility === 'cloud' && viewer.userId !== null) ||
    (facts.visibility === 'enterprise' && sameCompany) ||
    (viewer.auditor && facts.publication === 'pending');
  if (rows) return 'rows';
  const summary =
    facts.publication === 'published' || (sameCompany && facts.visibility !== 'private') || (viewer.auditor && facts.publication !== 'unpublished');
  return summary ? 'summary' : null;
}

export type DataSetRow = typeof researchDataSets.$inferSelect;

/** A grant row held by the viewer or the viewer's company that has not expired. */
export function heldBy(viewer: Viewer, now: Date): SQL {
  const holder =
    viewer.companyId === null
      ? eq(researchDataGrants.userId, viewer.userId ?? -1)
      : or(eq(researchDataGrants.userId, viewer.userId ?? -1), eq(researchDataGrants.companyId, viewer.companyId))!;
  return and(holder, or(isNull(researchDataGrants.expiresAt), gt(researchDataGrants.expiresAt, now)))!;
}

/** An active grant of the data set (the row of the outer query) to the viewer or the viewer's company. */
export const activeGrant = (viewer: Viewer, now: Date): SQL => and(eq(researchDataGrants.dataSetId, researchDataSets.id), heldBy(viewer, now))!;

/** SQL twin of `accessLevel(...) !== null` for lists (the caller's own data sets included). */
export function summaryVisibleTo(viewer: Viewer, now: Date): SQL {
  const t = researchDataSets;
  const notHidden = and(isNull(t.recycledAt), sql`${t.visibility} <> 'draft'`)!;
  const own = viewer.userId === null ? sql`false` : eq(t.ownerId, viewer.userId);
  const granted = viewer.userId === null ? sql`false` : sql`exists (select 1 from ${researchDataGrants} where ${activeGrant(viewer, now)})`;
  const sameCompany = viewer.companyId === null ? sql`false` : and(eq(t.companyId, viewer.companyId), sql`${t.visibility} <> 'private'`)!;
  const others = or(
    eq(t.publication, 'published'),
    eq(t.visibility, 'public'),
    viewer.userId === null ? sql`false` : eq(t.visibility, 'cloud'),
    sameCompany,
    granted,
    viewer.auditor ? sql`${t.publication} <> 'unpublished'` : sql`false`,
  )!;
  return or(own, and(notHidden, others))!;
}

export async function dataSetRow(db: Pick<Db, 'select'>, id: number): Promise<DataSetRow | undefined> {
  const [row] = await db.select().from(researchDataSets).where(eq(researchDataSets.id, id));
  return row;
}

async function isGranted(db: Pick<Db, 'select'>, viewer: Viewer, id: number, now: Date) {
  if (viewer.userId === null) return false;
  const [row] = await db
    .select({ id: researchDataGrants.id })
    .from(researchDataGrants)
    .innerJoin(researchDataSets, eq(researchDataSets.id, researchDataGrants.dataSetId))
    .where(and(eq(researchDataSets.id, id), activeGrant(viewer, now)))
    .limit(1);
  return Boolean(row);
}

export const factsOf = (row: DataSetRow, granted: boolean): AccessFacts => ({
  ownerId: row.ownerId,
  companyId: row.companyId,
  visibility: row.visibility as Visibility,
  publication: row.publication as PublicationState,
  recycled: row.recycledAt !== null,
  granted,
});

/**
 * The data set and the caller's level, refusing below `needed`: 404 when the caller may not even see it,
 * 403 when they see its summary but not what they asked for (the screen offers to request permission).
 */
export async function requireAccess(
  db: Pick<Db, 'select'>,
  user: SessionUser | null,
  id: number,
  needed: AccessLevel,
  now: Date,
): Promise<{ row: DataSetRow; level: AccessLevel; viewer: Viewer }> {
  const row = await dataSetRow(db, id);
  if (!row) throw notFound();
  const viewer = viewerOf(user);
  const level = accessLevel(viewer, factsOf(row, await isGranted(db, viewer, id, now)));
  if (level === null) throw notFound();
  if (needed === 'owner' && level !== 'owner') throw level === 'summary' ? notFound() : forbidden();
  if (needed === 'rows' && level === 'summary') throw forbidden();
  return { row, level, viewer };
}
