import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { addresses, companies, companyMembers, laboratories, supervisorRegions, testKits, users } from '../../../db/schema';

/** Who is who around an order: company groups, supervised regions, the laboratory's accounts, the customer. */
type Reader = Pick<Db, 'select'>;

/** The user's group in its company (company_members.group_id); null when it has none. */
export async function groupOf(db: Reader, userId: number, companyId: number) {
  const [row] = await db
    .select({ groupId: companyMembers.groupId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return row?.groupId ?? null;
}

/** The users of one group of a company. */
export async function membersOfGroup(db: Reader, companyId: number, groupId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.groupId, groupId)));
  return rows.map((row) => row.userId);
}

/** The regions a regional head oversees. */
export async function regionsOf(db: Reader, userId: number) {
  const rows = await db.select({ region: supervisorRegions.region }).from(supervisorRegions).where(eq(supervisorRegions.userId, userId));
  return rows.map((row) => row.region);
}

export async function laboratoryRow(db: Reader, id: number) {
  const [row] = await db.select().from(laboratories).where(eq(laboratories.id, id)).limit(1);
  return row;
}

/** The accounts of a laboratory's company (who hears of orders placed with it). */
export async function laboratoryAccounts(db: Reader, laboratoryId: number) {
  const rows = await db
    .select({ userId: users.id })
    .from(laboratories)
    .innerJoin(users, eq(users.companyId, laboratories.companyId))
    .where(eq(laboratories.id, laboratoryId));
  return rows.map((row) => row.userId);
}

/** The customer's contact details and language. */
export async function contactOf(db: Reader, userId: number) {
  const [row] = await db
    .select({
      userName: users.userName,
      realName: users.realName,
      mobile: users.mobile,
      email: users.email,
      language: users.language,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** One of the user's own addresses; undefined for another user's or a missing one. */
export async function ownAddress(db: Reader, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

export async function kitRow(db: Reader, id: number) {
  const [row] = await db.select().from(testKits).where(eq(testKits.id, id)).limit(1);
  return row;
}

export async function userNames(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, userName: users.userName, realName: users.realName }).from(users).where(inArray(users.id, ids));
}
