import { allows, PERMISSIONS, type OrderViewer } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { forbidden, notFound } from '../../../http/errors';
import { requireApprovedLaboratory } from '../../laboratory/access';
import * as repo from '../repository/orders';
import { evaluationsOf } from '../repository/evaluations';
import { contactOf, groupOf, membersOfGroup, regionsOf } from '../repository/people';
import { orderFor } from './detail';

type ListQuery = repo.OrderFilter & { pageNum: number; pageSize: number };

/** `examine/order/list`: the caller's own orders, drafts included. */
export const myOrders = (db: Db, user: SessionUser, query: ListQuery) => repo.pageOrders(db, { userId: user.userId }, query);

/** The laboratory's placed orders. */
export async function laboratoryOrders(db: Db, user: SessionUser, query: ListQuery) {
  return repo.pageOrders(db, { laboratoryId: await requireApprovedLaboratory(db, user) }, query);
}

/**
 * The company's orders as the viewer rule has it: every member's for the enterprise administrator; the caller's
 * own and its group's members' for anyone else of the company.
 */
export async function companyScope(db: Db, user: SessionUser): Promise<repo.OrderScope> {
  if (user.companyId === null) return { userId: user.userId };
  if (allows(user.ability, PERMISSIONS.companyOrderManage)) return { companyId: user.companyId };
  const group = await groupOf(db, user.userId, user.companyId);
  const members = group === null ? [] : await membersOfGroup(db, user.companyId, group);
  return { companyId: user.companyId, userIds: [...new Set([user.userId, ...members])] };
}

export async function companyOrders(db: Db, user: SessionUser, query: ListQuery) {
  return repo.pageOrders(db, await companyScope(db, user), query);
}

/** The orders a platform caller oversees: every laboratory's (platform, cloud area head) or its regions'. */
export async function overseenScope(db: Db, user: SessionUser): Promise<repo.OrderScope> {
  if (allows(user.ability, PERMISSIONS.orderAdminister) || allows(user.ability, PERMISSIONS.cloudAreaManage)) return { regions: null };
  if (allows(user.ability, PERMISSIONS.regionManage)) return { regions: await regionsOf(db, user.userId) };
  throw forbidden();
}

export async function overseenOrders(db: Db, user: SessionUser, query: ListQuery) {
  return repo.pageOrders(db, await overseenScope(db, user), query);
}

/** Counts per state of one of the caller's lists; a list the caller may not read answers 403. */
export async function statusCounts(db: Db, user: SessionUser, scope: 'mine' | 'company' | 'laboratory' | 'platform') {
  switch (scope) {
    case 'mine':
      return repo.countByState(db, { userId: user.userId });
    case 'company':
      if (!allows(user.ability, PERMISSIONS.companyRead)) throw forbidden();
      return repo.countByState(db, await companyScope(db, user));
    case 'laboratory':
      if (!allows(user.ability, PERMISSIONS.laboratoryOperate)) throw forbidden();
      return repo.countByState(db, { laboratoryId: await requireApprovedLaboratory(db, user) });
    case 'platform':
      if (!allows(user.ability, PERMISSIONS.orderOversee)) throw forbidden();
      return repo.countByState(db, await overseenScope(db, user));
  }
}

/** Public evaluations of a laboratory's orders, newest first, customers' names masked. */
export const laboratoryEvaluations = (db: Db, query: { laboratoryId: number; pageNum: number; pageSize: number }) => evaluationsOf(db, query);

const CONTACT_VIEWERS: readonly OrderViewer[] = ['laboratory', 'platform'];

/** The customer's contact details, for the order's laboratory and the platform; anyone else 404. */
export async function serviceUser(db: Db, user: SessionUser, id: number) {
  const { row, viewer } = await orderFor(db, user, id);
  if (!CONTACT_VIEWERS.includes(viewer) || row.userId === null) throw notFound();
  const contact = await contactOf(db, row.userId);
  if (!contact) throw notFound();
  return { userName: contact.userName, realName: contact.realName, mobile: contact.mobile, email: contact.email, companyName: contact.companyName };
}
