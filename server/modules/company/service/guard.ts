import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { findCompany } from '../repository/companies';

/** A company's basic information is complete: every field the basic-information form requires is filled. */
export async function hasBasicInformation(db: Pick<Db, 'select'>, companyId: number): Promise<boolean> {
  const row = await findCompany(db, companyId);
  return Boolean(row && row.name && row.creditCode && row.industry && row.contact && row.email);
}

/**
 * Every enterprise feature except the basic information itself waits until it is saved (spec §5):
 * 'Please save the basic information first'.
 */
export async function requireBasicInformation(db: Pick<Db, 'select'>, companyId: number | null): Promise<number> {
  if (companyId === null || !(await hasBasicInformation(db, companyId))) {
    throw new AppError(409, MSG.saveBasicInfoFirst);
  }
  return companyId;
}
