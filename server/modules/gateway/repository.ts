import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyRegistrations, users } from '../../db/schema';
import type { DbOrTx } from '../accounts/db';

/** The SQL of registration, password retrieval and user levels (the account rows themselves: accounts/). */

export async function creditCodeTaken(db: Db, creditCode: string) {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.creditCode, creditCode)).limit(1);
  return rows.length > 0;
}

export interface NewCompany {
  name: string;
  creditCode: string;
  industry: string;
  contact: string;
  email: string;
}

export async function insertCompany(db: DbOrTx, { name, creditCode, industry, contact, email }: NewCompany, now: Date) {
  const [row] = await db
    .insert(companies)
    .values({ name, creditCode, industry, contact, email, createdAt: now, updatedAt: now })
    .returning({ id: companies.id });
  return row.id;
}

export async function recordCompanyRegistration(db: DbOrTx, companyId: number, kind: string, registeredBy: number, now: Date) {
  await db.insert(companyRegistrations).values({ companyId, kind, registeredBy, createdAt: now });
}

export async function privilegeUntilOf(db: Db, userId: number) {
  const [row] = await db.select({ privilegeUntil: users.privilegeUntil }).from(users).where(eq(users.id, userId));
  return row?.privilegeUntil ?? null;
}
