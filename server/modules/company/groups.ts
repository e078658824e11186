import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { COMPANY_LIMITS, MSG, type CompanyGroup } from '@contract';
import type { Db } from '../../db/client';
import { companyGroups } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { isUniqueViolation, type DbOrTx } from '../accounts/db';
import { lockCompany } from './membership';

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

export async function getGroup(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select(columns).from(companyGroups).where(owned(companyId, id));
  if (!row) throw notFound();
  return toGroup(row);
}

/** A group id given for a person must be one of the company's groups (null: no group). */
export async function requireGroup(db: DbOrTx, companyId: number, groupId: number | null) {
  if (groupId !== null) await getGroup(db, companyId, groupId);
}

export async function saveGroup(db: Db, companyId: number, input: { id?: number; name: string; sort: number }, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const sameName = await tx
        .select({ id: companyGroups.id })
        .from(companyGroups)
        .where(and(eq(companyGroups.companyId, companyId), eq(companyGroups.name, input.name), ...(input.id ? [ne(companyGroups.id, input.id)] : [])));
      if (input.id !== undefined) {
        const [updated] = await tx
          .update(companyGroups)
          .set({ name: input.name, sort: input.sort, updatedAt: now })
          .where(owned(companyId, input.id))
          .returning({ id: companyGroups.id });
        if (!updated) throw notFound();
        if (sameName.length > 0) throw conflict(MSG.groupNameTaken);
        return getGroup(tx, companyId, updated.id);
      }
      if (sameName.length > 0) throw conflict(MSG.groupNameTaken);
      const [{ total }] = await tx.select({ total: count() }).from(companyGroups).where(eq(companyGroups.companyId, companyId));
      if (total >= COMPANY_LIMITS.groupsPerCompanyMax) throw conflict(MSG.groupLimit, { max: COMPANY_LIMITS.groupsPerCompanyMax });
      const [created] = await tx
        .insert(companyGroups)
        .values({ companyId, name: input.name, sort: input.sort, createdAt: now, updatedAt: now })
        .returning({ id: companyGroups.id });
      return getGroup(tx, companyId, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_groups_name_idx')) throw conflict(MSG.groupNameTaken);
    throw error;
  }
}

/** Deletes a group; its employees and pending invitations stay, without a group (the foreign keys set null). */
export async function deleteGroup(db: Db, companyId: number, id: number) {
  const [row] = await db.delete(companyGroups).where(owned(companyId, id)).returning({ id: companyGroups.id });
  if (!row) throw notFound();
}
