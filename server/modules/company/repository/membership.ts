import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { EmployeeRole, Role } from '@contract';
import { companies, companyMembers, userRoles, users } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

/**
 * Who belongs to which company, in one place: users.company_id, the company role in user_roles and the
 * company's own record of the person (company_members). Permissions derive from user_roles per request, so
 * a change here takes effect at the next request (the services revoke sessions where the person must log in again).
 */
const COMPANY_ROLES: Role[] = ['enterpriseAdmin', 'company', 'employee'];

/** Serialises writes to one company's people (the sub-account limit and the single administrator stay true). */
export async function lockCompany(db: DbOrTx, companyId: number) {
  await db.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`);
}

/** The company role of a user, or undefined when the user has none. */
export async function companyRoleOf(db: DbOrTx, userId: number): Promise<EmployeeRole | undefined> {
  const rows = await db
    .select({ role: userRoles.roleCode })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleCode, COMPANY_ROLES)));
  return rows[0]?.role as EmployeeRole | undefined;
}

/** Replaces the user's company role (and the individual role it stands in for) with `role`. */
export async function setCompanyRole(db: DbOrTx, userId: number, role: EmployeeRole) {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleCode, [...COMPANY_ROLES, 'individual'])));
  await db.insert(userRoles).values({ userId, roleCode: role });
}

export interface Member {
  fullName: string;
  groupId: number | null;
  createdByCompany: boolean;
}

/** The user joins the company as an employee. */
export async function joinCompany(db: DbOrTx, userId: number, companyId: number, member: Member, now: Date) {
  await db.update(users).set({ companyId, userType: 'company', updatedAt: now }).where(eq(users.id, userId));
  await setCompanyRole(db, userId, 'employee');
  await db
    .insert(companyMembers)
    .values({ userId, companyId, ...member, joinedAt: now })
    .onConflictDoUpdate({ target: companyMembers.userId, set: { companyId, ...member, joinedAt: now } });
}

/**
 * The user leaves the company and continues as an individual (or with their other roles). `disable` also closes
 * the account and frees its mobile.
 */
export async function leaveCompany(db: DbOrTx, userId: number, now: Date, { disable = false } = {}) {
  await db
    .update(users)
    .set({ companyId: null, userType: 'individual', updatedAt: now, ...(disable ? { disabled: true, mobile: null } : {}) })
    .where(eq(users.id, userId));
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleCode, COMPANY_ROLES)));
  const [{ remaining }] = await db.select({ remaining: count() }).from(userRoles).where(eq(userRoles.userId, userId));
  if (remaining === 0) await db.insert(userRoles).values({ userId, roleCode: 'individual' });
  await db.delete(companyMembers).where(eq(companyMembers.userId, userId));
}

/**
 * Accounts counted against the company's sub-account limit: its people besides its main account (the
 * administrator or the company user), plus invitations still waiting for an answer.
 */
export async function subAccountsUsed(db: DbOrTx, companyId: number): Promise<number> {
  const { rows } = await db.execute<{ used: number | string }>(sql`
    select (select count(*) from users u
             where u.company_id = ${companyId} and not u.disabled
               and not exists (select 1 from user_roles r where r.user_id = u.id and r.role_code in ('enterpriseAdmin', 'company')))
         + (select count(*) from company_invitations i where i.company_id = ${companyId} and i.status = 'pending') as used`);
  return Number(rows[0].used);
}
