import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyGroups, companyMembers } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

export type CompanyRow = typeof companies.$inferSelect;
export type BasicInformationValues = Pick<CompanyRow, 'name' | 'creditCode' | 'industry' | 'contact' | 'email'>;

export async function findCompany(db: Pick<Db, 'select'>, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The name of the group the user is in within the company, if any. */
export async function groupNameOf(db: Db, companyId: number, userId: number) {
  const [group] = await db
    .select({ name: companyGroups.name })
    .from(companyMembers)
    .innerJoin(companyGroups, eq(companyGroups.id, companyMembers.groupId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
  return group?.name ?? null;
}

export async function creditCodeTakenByOther(db: Db, creditCode: string, companyId: number) {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.creditCode, creditCode), ne(companies.id, companyId)));
  return taken !== undefined;
}

export async function updateBasicInformation(db: Db, companyId: number, values: BasicInformationValues, now: Date) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: now })
    .where(eq(companies.id, companyId));
}

export async function companyName(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row.name;
}

export async function subAccountLimitOf(db: DbOrTx, companyId: number) {
  const [{ limit }] = await db.select({ limit: companies.subAccountLimit }).from(companies).where(eq(companies.id, companyId));
  return limit;
}
