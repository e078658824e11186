import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MSG, type Invitation } from '@contract';
import type { Db } from '../../db/client';
import { companyInvitations, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { joinCompany, lockCompany } from './membership';

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

/** An invitation's state, found only within its owner (the company or the invited user): else 'No corresponding ID'. */
async function closeOrRefuse(db: Pick<Db, 'select'>, owner: SQL, id: number) {
  const [row] = await db.select({ status: companyInvitations.status }).from(companyInvitations).where(and(eq(companyInvitations.id, id), owner));
  if (!row) throw notFound();
  throw conflict(MSG.invitationClosed);
}

export async function cancelInvitation(db: Db, companyId: number, id: number, now: Date) {
  const owner = eq(companyInvitations.companyId, companyId);
  const [row] = await db
    .update(companyInvitations)
    .set({ status: 'cancelled', answeredAt: now })
    .where(and(eq(companyInvitations.id, id), owner, eq(companyInvitations.status, 'pending')))
    .returning({ id: companyInvitations.id });
  if (!row) await closeOrRefuse(db, owner, id);
}

/**
 * The invited user answers. Accepting makes them an employee of the company (group and name as invited) and
 * withdraws their other pending invitations; their permissions change with the next request.
 */
export async function answerInvitation(db: Db, user: { userId: number }, id: number, accept: boolean, now: Date) {
  const owner = eq(companyInvitations.userId, user.userId);
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, id), owner, eq(companyInvitations.status, 'pending')));
    if (!invitation) return closeOrRefuse(tx, owner, id);
    if (accept) {
      await lockCompany(tx, invitation.companyId);
      const [me] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, user.userId)).for('update');
      if (me.companyId !== null) throw conflict(MSG.alreadyInCompany);
      const member = { fullName: invitation.fullName, groupId: invitation.groupId, createdByCompany: false };
      await joinCompany(tx, user.userId, invitation.companyId, member, now);
      await tx
        .update(companyInvitations)
        .set({ status: 'cancelled', answeredAt: now })
        .where(and(owner, eq(companyInvitations.status, 'pending'), ne(companyInvitations.id, id)));
    }
    await tx
      .update(companyInvitations)
      .set({ status: accept ? 'accepted' : 'declined', answeredAt: now })
      .where(eq(companyInvitations.id, id));
  });
}
