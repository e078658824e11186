import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { REGIONS, type Region, type Supervisor } from '@contract';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { supervisorRegions, userRoles, users } from '../../../db/schema';

/** Heads of regional centres (users holding the role `regionHead`) and their rows of `supervisor_regions`. */
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;
export const REGION_HEAD = 'regionHead';

const isHead = eq(userRoles.roleCode, REGION_HEAD);
const matching = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(ilike(users.userName, pattern), ilike(users.realName, pattern), ilike(users.mobile, pattern));
};
const person = { userId: users.id, userName: users.userName, realName: users.realName, mobile: users.mobile };

/** The regions of each of the users, in the order of REGIONS. */
async function regionsByUser(db: Executor, userIds: number[]) {
  const byUser = new Map<number, Region[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db.select().from(supervisorRegions).where(inArray(supervisorRegions.userId, userIds));
  for (const row of rows) byUser.get(row.userId)?.push(row.region as Region);
  for (const regions of byUser.values()) regions.sort((a, b) => REGIONS.indexOf(a) - REGIONS.indexOf(b));
  return byUser;
}

/** One page of regional heads, oldest account first, matching the keyword in the user name, real name or mobile. */
export async function supervisorPage(db: Executor, paging: { pageNum: number; pageSize: number; keyword?: string }) {
  const where = and(isHead, matching(paging.keyword));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(person)
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(where)
      .orderBy(asc(users.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id)).where(where),
  ]);
  const regions = await regionsByUser(db, rows.map((row) => row.userId));
  const list: Supervisor[] = rows.map((row) => ({ ...row, regions: regions.get(row.userId) ?? [] }));
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** The regional head with its regions; undefined for a user without the role. Locks its role row (saves queue up). */
export async function lockedSupervisor(db: Executor, userId: number): Promise<Supervisor | undefined> {
  const [row] = await db
    .select(person)
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isHead, eq(users.id, userId)))
    .for('update', { of: userRoles });
  if (!row) return undefined;
  return { ...row, regions: (await regionsByUser(db, [userId])).get(userId) ?? [] };
}

/** Replaces the head's regions. */
export async function replaceRegions(db: Executor, userId: number, regions: readonly Region[]) {
  await db.delete(supervisorRegions).where(eq(supervisorRegions.userId, userId));
  if (regions.length > 0) await db.insert(supervisorRegions).values(regions.map((region) => ({ userId, region })));
}
