import { allows, PERMISSIONS, type OrderViewer } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { forbidden, notFound } from '../../../http/errors';
import type { Actor } from '../../../workflow/machine';
import { laboratoryOfCompany } from '../../laboratory/access';
import type { OrderRow } from '../repository/orders';
import { groupOf, laboratoryRow, regionsOf } from '../repository/people';

/**
 * Who looks at an order, decided by the server (anyone else gets the 404 of a missing order):
 * - customer: the user who ordered (drafts included);
 * - laboratory: an account of the order's laboratory (placed orders only);
 * - platform: order administrators and the cloud detection area's head (every laboratory), a regional head for
 *   laboratories of its regions (supervisor_regions);
 * - company: the enterprise administrator of the customer's company, and members of the customer's group in that
 *   company (view only).
 */
type Reader = Pick<Db, 'select'>;

/** Whether the caller oversees the laboratory's orders (platform, cloud area head, the region's head). */
export async function oversees(db: Reader, user: SessionUser, laboratoryId: number) {
  if (allows(user.ability, PERMISSIONS.orderAdminister) || allows(user.ability, PERMISSIONS.cloudAreaManage)) return true;
  if (!allows(user.ability, PERMISSIONS.regionManage)) return false;
  const lab = await laboratoryRow(db, laboratoryId);
  return Boolean(lab?.region) && (await regionsOf(db, user.userId)).includes(lab!.region!);
}

/** Whether the caller shares the customer's group in the customer's company. */
async function sameGroup(db: Reader, user: SessionUser, row: OrderRow) {
  if (row.userId === null || row.companyId === null) return false;
  const [mine, theirs] = await Promise.all([groupOf(db, user.userId, row.companyId), groupOf(db, row.userId, row.companyId)]);
  return mine !== null && mine === theirs;
}

export async function viewerOf(db: Reader, user: SessionUser, row: OrderRow): Promise<OrderViewer> {
  if (row.userId === user.userId) return 'customer';
  if (row.state === 'draft') throw notFound();
  if (allows(user.ability, PERMISSIONS.laboratoryOperate)) {
    const lab = await laboratoryOfCompany(db, user.companyId);
    if (lab && lab.id === row.laboratoryId) return 'laboratory';
  }
  if (await oversees(db, user, row.laboratoryId)) return 'platform';
  if (row.companyId !== null && row.companyId === user.companyId) {
    if (allows(user.ability, PERMISSIONS.companyOrderManage) || (await sameGroup(db, user, row))) return 'company';
  }
  throw notFound();
}

/** The workflow's actor of a viewer; the company side only looks. */
export const actorOf = (viewer: OrderViewer): Actor | null =>
  viewer === 'customer' ? 'owner' : viewer === 'laboratory' ? 'provider' : viewer === 'platform' ? 'auditor' : null;

/** The actor the viewer must be for a step; 403 otherwise (it sees the order, the step is someone else's). */
export function requireActor(viewer: OrderViewer, actor: Actor) {
  if (actorOf(viewer) !== actor) throw forbidden();
}
