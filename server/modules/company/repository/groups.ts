import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CompanyGroup } from '@contract';
import type { Db } from '../../../db/client';
import { companyGroups } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

/** Every query is scoped to the caller's company: a group id of another company finds nothing. */
const owned = (companyId: number, id: number) => and(eq(companyGroups.companyId, companyId), eq(companyGroups.id, id));

/**
 * People of the company in the group (current members only). The outer columns are spelled out: drizzle leaves
 * the table name off columns of a one-table select, which would make them ambiguous here.
 */
const employeeCount = sql<number>`(select count(*)::int from company_members m join users u on u.id = m.user_id
  where m.group_id = company_groups.id and u.company_id = company_groups.company_id and not u.disabled)`;

const columns = {
  id: companyGroups.id,
  name: companyGroups.name,
  sort: companyGroups.sort,
  employeeCount,
  createdAt: companyGroups.createdAt,
  updatedAt: companyGroups.updatedAt,
};
type Row = { id: number; name: string; sort: number; employeeCount: number; createdAt: Date; updatedAt: Date };
const toGroup = (row: Row): CompanyGroup => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
  employeeCount: Number(row.employeeCount),
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

export async function listGroups(db: Db, companyId: number, pageNum: number, pageSize: number) {
  const where = eq(companyGroups.companyId, companyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(companyGroups)
      .where(where)
      .orderBy(asc(companyGroups.sort), asc(companyGroups.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(companyGroups).where(where),
  ]);
  return { list: rows.map(toGroup), total, pageNum, pageSize };
}

export async function findGroup(db: DbOrTx, companyId: number, id: number): Promise<CompanyGroup | undefined> {
  const [row] = await db.select(columns).from(companyGroups).where(owned(companyId, id));
  return row ? toGroup(row) : undefined;
}

/** Whether another group of the company has this name. */
export async function groupNameTaken(db: DbOrTx, companyId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: companyGroups.id })
    .from(companyGroups)
    .where(and(eq(companyGroups.companyId, companyId), eq(companyGroups.name, name), ...(exceptId ? [ne(companyGroups.id, exceptId)] : [])));
  return rows.length > 0;
}

export async function countGroups(db: DbOrTx, companyId: number) {
  const [{ total }] = await db.select({ total: count() }).from(companyGroups).where(eq(companyGroups.companyId, companyId));
  return total;
}

/** Changes a group; its id, or undefined when the company has no such group. */
export async function updateGroup(db: DbOrTx, companyId: number, id: number, values: { name: string; sort: number }, now: Date) {
  const [updated] = await db
    .update(companyGroups)
    .set({ ...values, updatedAt: now })
    .where(owned(companyId, id))
    .returning({ id: companyGroups.id });
  return updated?.id;
}

export async function insertGroup(db: DbOrTx, companyId: number, values: { name: string; sort: number }, now: Date) {
  const [created] = await db
    .insert(companyGroups)
    .values({ companyId, ...values, createdAt: now, updatedAt: now })
    .returning({ id: companyGroups.id });
  return created.id;
}

/** Deletes a group (its employees and pending invitations stay, without a group: the foreign keys set null). */
export async function deleteGroup(db: Db, companyId: number, id: number) {
  const [row] = await db.delete(companyGroups).where(owned(companyId, id)).returning({ id: companyGroups.id });
  return row !== undefined;
}
