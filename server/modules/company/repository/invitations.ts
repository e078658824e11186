import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Invitation } from '@contract';
import type { Db } from '../../../db/client';
import { companyInvitations, users } from '../../../db/schema';
import type { DbOrTx } from '../../accounts/db';

/** Invitations of existing accounts to join a company: the company sees its own, a user sees those addressed to them. */
interface Row extends Record<string, unknown> {
  id: number;
  companyName: string;
  fullName: string;
  mobile: string | null;
  groupName: string | null;
  invitedBy: string | null;
  status: Invitation['status'];
  createTime: Date | string;
}
export type InvitationRow = typeof companyInvitations.$inferSelect;

const toInvitation = (row: Row): Invitation => ({ ...row, createTime: new Date(row.createTime).toISOString() });

const select = (where: SQL) => sql`
  select i.id, c.name as "companyName", i.full_name as "fullName", u.mobile, g.name as "groupName",
         inviter.user_name as "invitedBy", i.status, i.created_at as "createTime"
    from company_invitations i
    join companies c on c.id = i.company_id
    join users u on u.id = i.user_id
    left join company_groups g on g.id = i.group_id
    left join users inviter on inviter.id = i.invited_by
   where i.status = 'pending' and ${where}`;

export async function listCompanyInvitations(db: Db, companyId: number, pageNum: number, pageSize: number) {
  const where = sql`i.company_id = ${companyId}`;
  const [page, totals] = await Promise.all([
    db.execute<Row>(sql`${select(where)} order by i.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
    db.execute<{ total: number | string }>(sql`select count(*) as total from company_invitations i where i.status = 'pending' and ${where}`),
  ]);
  return { list: page.rows.map(toInvitation), total: Number(totals.rows[0].total), pageNum, pageSize };
}

export async function listMyInvitations(db: Db, userId: number) {
  const { rows } = await db.execute<Row>(sql`${select(sql`i.user_id = ${userId}`)} order by i.id desc limit 50`);
  return rows.map(toInvitation);
}

/** Who may see an invitation: its company, or the invited user. */
export const ofCompany = (companyId: number) => eq(companyInvitations.companyId, companyId);
export const ofUser = (userId: number) => eq(companyInvitations.userId, userId);

/** An invitation of that owner in any state (for telling a closed one from a missing one). */
export async function findInvitation(db: Pick<Db, 'select'>, owner: SQL, id: number) {
  const [row] = await db.select({ status: companyInvitations.status }).from(companyInvitations).where(and(eq(companyInvitations.id, id), owner));
  return row;
}

/** A pending invitation of that owner. */
export async function findPending(db: DbOrTx, owner: SQL, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), owner, eq(companyInvitations.status, 'pending')));
  return row;
}

/** Closes a pending invitation; whether it was pending. */
export async function closePending(db: DbOrTx, owner: SQL, id: number, status: InvitationRow['status'], now: Date) {
  const [row] = await db
    .update(companyInvitations)
    .set({ status, answeredAt: now })
    .where(and(eq(companyInvitations.id, id), owner, eq(companyInvitations.status, 'pending')))
    .returning({ id: companyInvitations.id });
  return row !== undefined;
}

/** Withdraws the user's other pending invitations (they joined a company). */
export async function cancelOthers(db: DbOrTx, userId: number, keepId: number, now: Date) {
  await db
    .update(companyInvitations)
    .set({ status: 'cancelled', answeredAt: now })
    .where(and(ofUser(userId), eq(companyInvitations.status, 'pending'), ne(companyInvitations.id, keepId)));
}

/** The user's company, the row locked until the transaction ends. */
export async function lockedCompanyOf(db: DbOrTx, userId: number) {
  const [me] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).for('update');
  return me.companyId;
}

export async function pendingInvitationOf(db: DbOrTx, companyId: number, userId: number) {
  const [pending] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(ofCompany(companyId), eq(companyInvitations.userId, userId), eq(companyInvitations.status, 'pending')));
  return pending;
}

export async function insertInvitation(db: DbOrTx, values: typeof companyInvitations.$inferInsert) {
  const [invitation] = await db.insert(companyInvitations).values(values).returning({ id: companyInvitations.id });
  return invitation.id;
}
