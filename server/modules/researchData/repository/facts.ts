import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  companies,
  materialGrades,
  researchDataGrants,
  researchDataReactions,
  researchDataRequests,
  researchDataSets,
  researchDataReferences,
  researchProjects,
  users,
} from '../../../db/schema';
import { heldBy, type Viewer } from '../access';

/**
 * The facts around data sets that summaries and the detail show: names of projects, owners and companies,
 * reaction counts, the viewer's grants. Every lookup takes a batch of ids and is one query, never one per row.
 */
type Reader = Pick<Db, 'select'>;

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

export async function projectNames(db: Reader, ids: number[]) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: researchProjects.id, name: researchProjects.name }).from(researchProjects).where(inArray(researchProjects.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Account names (what sharing and members are entered by). */
export async function userNames(db: Reader, ids: (number | null)[]) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function companyNames(db: Reader, ids: (number | null)[]) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface ReactionCounts {
  likes: number;
  dislikes: number;
  collects: number;
}

export async function reactionCounts(db: Reader, ids: number[]) {
  const counts = new Map<number, ReactionCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ dataSetId: researchDataReactions.dataSetId, kind: researchDataReactions.kind, n: count() })
    .from(researchDataReactions)
    .where(inArray(researchDataReactions.dataSetId, ids))
    .groupBy(researchDataReactions.dataSetId, researchDataReactions.kind);
  for (const row of rows) {
    const entry = counts.get(row.dataSetId) ?? { likes: 0, dislikes: 0, collects: 0 };
    if (row.kind === 'like') entry.likes = row.n;
    else if (row.kind === 'dislike') entry.dislikes = row.n;
    else if (row.kind === 'collect') entry.collects = row.n;
    counts.set(row.dataSetId, entry);
  }
  return counts;
}

/** Which of the data sets the viewer holds an active grant of. */
export async function grantedIds(db: Reader, viewer: Viewer, ids: number[], now: Date) {
  if (ids.length === 0 || viewer.userId === null) return new Set<number>();
  const rows = await db
    .select({ dataSetId: researchDataGrants.dataSetId })
    .from(researchDataGrants)
    .where(and(inArray(researchDataGrants.dataSetId, ids), heldBy(viewer, now)))
    .groupBy(researchDataGrants.dataSetId);
  return new Set(rows.map((row) => row.dataSetId));
}

/** The viewer's own reactions to one data set. */
export async function myReactions(db: Reader, dataSetId: number, userId: number | null) {
  if (userId === null) return { like: false, dislike: false, collect: false };
  const rows = await db
    .select({ kind: researchDataReactions.kind })
    .from(researchDataReactions)
    .where(and(eq(researchDataReactions.dataSetId, dataSetId), eq(researchDataReactions.userId, userId)));
  const kinds = new Set(rows.map((row) => row.kind));
  return { like: kinds.has('like'), dislike: kinds.has('dislike'), collect: kinds.has('collect') };
}

/** The viewer's latest request to see the rows, with the expiry of the grant it led to. */
export async function latestRequest(db: Reader, dataSetId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({
      id: researchDataRequests.id,
      state: researchDataRequests.state,
      answer: researchDataRequests.answer,
      expiresAt: researchDataGrants.expiresAt,
    })
    .from(researchDataRequests)
    .leftJoin(researchDataGrants, eq(researchDataGrants.id, researchDataRequests.grantId))
    .where(and(eq(researchDataRequests.dataSetId, dataSetId), eq(researchDataRequests.requesterId, userId)))
    .orderBy(desc(researchDataRequests.createdAt), desc(researchDataRequests.id))
    .limit(1);
  return row ?? null;
}

/** Every grant of one data set with the names of its holders (for its owner). */
export async function grantsOf(db: Reader, dataSetId: number) {
  return db
    .select({
      grantId: researchDataGrants.id,
      userId: researchDataGrants.userId,
      userName: users.userName,
      companyId: researchDataGrants.companyId,
      companyName: companies.name,
      via: researchDataGrants.via,
      expiresAt: researchDataGrants.expiresAt,
    })
    .from(researchDataGrants)
    .leftJoin(users, eq(users.id, researchDataGrants.userId))
    .leftJoin(companies, eq(companies.id, researchDataGrants.companyId))
    .where(eq(researchDataGrants.dataSetId, dataSetId))
    .orderBy(researchDataGrants.id);
}

/**
 * Data sets citing (`direction` 'citedBy') or cited by ('cites') one data set, among those `visible` allows.
 */
export async function referencesOf(db: Reader, dataSetId: number, direction: 'cites' | 'citedBy', visible: SQL) {
  const r = researchDataReferences;
  const [self, other] = direction === 'cites' ? [r.dataSetId, r.citedId] : [r.citedId, r.dataSetId];
  return db
    .select({ id: researchDataSets.id, name: researchDataSets.name, note: r.note })
    .from(r)
    .innerJoin(researchDataSets, eq(researchDataSets.id, other))
    .where(and(eq(self, dataSetId), visible))
    .orderBy(r.createdAt, researchDataSets.id);
}

export async function gradeTypeOf(db: Reader, gradeId: number | null) {
  if (gradeId === null) return null;
  const [row] = await db.select({ type: materialGrades.type }).from(materialGrades).where(eq(materialGrades.id, gradeId));
  return row?.type ?? null;
}
