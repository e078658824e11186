import { COMPANY_LIMITS, MSG } from '@contract';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { isUniqueViolation, type DbOrTx } from '../../accounts/db';
import { lockCompany } from '../repository/membership';
import * as repo from '../repository/groups';

/** A company's groups (spec §3 Group): unique names, at most COMPANY_LIMITS.groupsPerCompanyMax. */
export const listGroups = repo.listGroups;

export async function getGroup(db: DbOrTx, companyId: number, id: number) {
  const group = await repo.findGroup(db, companyId, id);
  if (!group) throw notFound();
  return group;
}

/** A group id given for a person must be one of the company's groups (null: no group). */
export async function requireGroup(db: DbOrTx, companyId: number, groupId: number | null) {
  if (groupId !== null) await getGroup(db, companyId, groupId);
}

export async function saveGroup(db: Db, companyId: number, input: { id?: number; name: string; sort: number }, now: Date) {
  const values = { name: input.name, sort: input.sort };
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const sameName = await repo.groupNameTaken(tx, companyId, input.name, input.id);
      if (input.id !== undefined) {
        const updated = await repo.updateGroup(tx, companyId, input.id, values, now);
        if (updated === undefined) throw notFound();
        if (sameName) throw conflict(MSG.groupNameTaken);
        return getGroup(tx, companyId, updated);
      }
      if (sameName) throw conflict(MSG.groupNameTaken);
      if ((await repo.countGroups(tx, companyId)) >= COMPANY_LIMITS.groupsPerCompanyMax) {
        throw conflict(MSG.groupLimit, { max: COMPANY_LIMITS.groupsPerCompanyMax });
      }
      return getGroup(tx, companyId, await repo.insertGroup(tx, companyId, values, now));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_groups_name_idx')) throw conflict(MSG.groupNameTaken);
    throw error;
  }
}

export async function deleteGroup(db: Db, companyId: number, id: number) {
  if (!(await repo.deleteGroup(db, companyId, id))) throw notFound();
}
