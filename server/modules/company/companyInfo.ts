import { and, eq, ne } from 'drizzle-orm';
import { MSG, type CompanyDetail, type companyBasicInput } from '@contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, companyGroups, companyMembers } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../accounts/db';
import { hasBasicInformation } from './guard';
import { subAccountsUsed } from './membership';

type BasicInformation = z.output<typeof companyBasicInput>;

/** The caller's company; a caller without one has nothing to read. */
export async function companyDetail(db: Db, companyId: number | null, userId: number): Promise<CompanyDetail> {
  if (companyId === null) throw notFound();
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  const [group] = await db
    .select({ name: companyGroups.name })
    .from(companyMembers)
    .innerJoin(companyGroups, eq(companyGroups.id, companyMembers.groupId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
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
    myGroupName: group?.name ?? null,
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Saves the basic information; the credit code (already checked by its check character) is unique among companies. */
export async function saveCompany(db: Db, companyId: number | null, userId: number, input: BasicInformation, now: Date) {
  if (companyId === null) throw notFound();
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.creditCode, input.creditCode), ne(companies.id, companyId)));
  if (taken) throw conflict(MSG.creditCodeRegistered);
  try {
    await db
      .update(companies)
      .set({ name: input.name, creditCode: input.creditCode, industry: input.industry, contact: input.contact, email: input.email, updatedAt: now })
      .where(eq(companies.id, companyId));
  } catch (error) {
    if (isUniqueViolation(error, 'companies_credit_code_unique')) throw conflict(MSG.creditCodeRegistered);
    throw error;
  }
  return companyDetail(db, companyId, userId);
}
