import { MSG, type CompanyDetail, type companyBasicInput } from '@contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { isUniqueViolation } from '../../accounts/db';
import * as repo from '../repository/companies';
import { subAccountsUsed } from '../repository/membership';
import { hasBasicInformation } from './guard';

type BasicInformation = z.output<typeof companyBasicInput>;

/** The caller's company; a caller without one has nothing to read. */
export async function companyDetail(db: Db, companyId: number | null, userId: number): Promise<CompanyDetail> {
  if (companyId === null) throw notFound();
  const row = await repo.findCompany(db, companyId);
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    creditCode: row.creditCode,
    industry: row.industry,
    contact: row.contact,
    email: row.email,
    subAccountCount: await subAccountsUsed(db, companyId),
    subAccountLimit: row.subAccountLimit,
    basicInformationSaved: await hasBasicInformation(db, companyId),
    myGroupName: await repo.groupNameOf(db, companyId, userId),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Saves the basic information; the credit code (already checked by its check character) is unique among companies. */
export async function saveCompany(db: Db, companyId: number | null, userId: number, input: BasicInformation, now: Date) {
  if (companyId === null) throw notFound();
  if (await repo.creditCodeTakenByOther(db, input.creditCode, companyId)) throw conflict(MSG.creditCodeRegistered);
  const { name, creditCode, industry, contact, email } = input;
  try {
    await repo.updateBasicInformation(db, companyId, { name, creditCode, industry, contact, email }, now);
  } catch (error) {
    if (isUniqueViolation(error, 'companies_credit_code_unique')) throw conflict(MSG.creditCodeRegistered);
    throw error;
  }
  return companyDetail(db, companyId, userId);
}
