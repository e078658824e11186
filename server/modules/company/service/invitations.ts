import type { SQL } from 'drizzle-orm';
import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { joinCompany, lockCompany } from '../repository/membership';
import * as repo from '../repository/invitations';

export const listCompanyInvitations = repo.listCompanyInvitations;
export const listMyInvitations = repo.listMyInvitations;

/** An invitation that is no longer pending is refused as closed; one the caller cannot see as missing. */
async function closedOrMissing(db: Pick<Db, 'select'>, owner: SQL, id: number): Promise<never> {
  if (!(await repo.findInvitation(db, owner, id))) throw notFound();
  throw conflict(MSG.invitationClosed);
}

export async function cancelInvitation(db: Db, companyId: number, id: number, now: Date) {
  const owner = repo.ofCompany(companyId);
  if (!(await repo.closePending(db, owner, id, 'cancelled', now))) await closedOrMissing(db, owner, id);
}

/**
 * The invited user answers. Accepting makes them an employee of the company (group and name as invited) and
 * withdraws their other pending invitations; their permissions change with the next request.
 */
export async function answerInvitation(db: Db, user: { userId: number }, id: number, accept: boolean, now: Date) {
  const owner = repo.ofUser(user.userId);
  await db.transaction(async (tx) => {
    const invitation = await repo.findPending(tx, owner, id);
    if (!invitation) return closedOrMissing(tx, owner, id);
    if (accept) {
      await lockCompany(tx, invitation.companyId);
      if ((await repo.lockedCompanyOf(tx, user.userId)) !== null) throw conflict(MSG.alreadyInCompany);
      const member = { fullName: invitation.fullName, groupId: invitation.groupId, createdByCompany: false };
      await joinCompany(tx, user.userId, invitation.companyId, member, now);
      await repo.cancelOthers(tx, user.userId, id, now);
    }
    await repo.closePending(tx, owner, id, accept ? 'accepted' : 'declined', now);
  });
}
