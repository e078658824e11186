import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { researchDataSets, researchProjects, users } from '../../../db/schema';

/** Research projects: a project belongs to its owner's company; its members (ids, the owner among them) add data sets. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type ProjectRow = typeof researchProjects.$inferSelect;
export type ProjectValues = Pick<ProjectRow, 'name' | 'goal' | 'memberIds' | 'startDate' | 'endDate'>;

/** Projects the user owns or is a member of (members are of the owner's company, so the company index narrows it). */
export function projectsOf(userId: number, companyId: number | null): SQL {
  const member = sql`${researchProjects.memberIds} @> ${JSON.stringify([userId])}::jsonb`;
  const own = eq(researchProjects.ownerId, userId);
  return companyId === null ? own : or(own, and(eq(researchProjects.companyId, companyId), member))!;
}

export async function pageProjects(db: Reader, where: SQL, keyword: string | undefined, paging: { pageNum: number; pageSize: number }) {
  const condition = keyword ? and(where, ilike(researchProjects.name, containing(keyword)))! : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(researchProjects)
      .where(condition)
      .orderBy(desc(researchProjects.updatedAt), desc(researchProjects.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(researchProjects).where(condition),
  ]);
  return { rows, total };
}

export async function findProject(db: Reader, id: number, where?: SQL) {
  const [row] = await db.select().from(researchProjects).where(and(eq(researchProjects.id, id), where));
  return row;
}

export async function lockProject(tx: Writer, id: number) {
  const [row] = await tx.select().from(researchProjects).where(eq(researchProjects.id, id)).for('update');
  return row;
}

export async function insertProject(tx: Writer, ownerId: number, companyId: number, values: ProjectValues, now: Date) {
  const [row] = await tx
    .insert(researchProjects)
    .values({ ...values, ownerId, companyId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateProject(tx: Writer, id: number, values: ProjectValues, now: Date) {
  const [row] = await tx.update(researchProjects).set({ ...values, updatedAt: now }).where(eq(researchProjects.id, id)).returning();
  return row;
}

export const deleteProject = (tx: Writer, id: number) => tx.delete(researchProjects).where(eq(researchProjects.id, id));

/** Data sets in each project, recycled ones included (a project is only empty without any). */
export async function dataSetCounts(db: Reader, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ projectId: researchDataSets.projectId, n: count() })
    .from(researchDataSets)
    .where(inArray(researchDataSets.projectId, projectIds))
    .groupBy(researchDataSets.projectId);
  return new Map(rows.map((row) => [row.projectId, row.n]));
}

/** Users by account name, with their company. */
export async function usersNamed(db: Reader, names: string[]) {
  if (names.length === 0) return [];
  return db.select({ id: users.id, userName: users.userName, companyId: users.companyId }).from(users).where(inArray(users.userName, names));
}
