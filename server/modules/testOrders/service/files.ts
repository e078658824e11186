import { allows, PERMISSIONS } from '@contract';
import type { FileReader } from '../../files/service';
import { byCustomerOrCompany, ordersWithReport, ordersWithVoucher, placedOnly } from '../repository/orders';
import { reportsHiddenFor } from './detail';
import { viewerOf } from './parties';

/**
 * Who else may read an order's files. Reports (`testReport`): the laboratory's company reads its own uploads
 * anyway; the customer and the members of its company who see the order, once it is paid and no balance is owed
 * (spec §6); the platform overseeing the laboratory. Vouchers (`paymentVoucher`): the platform that confirms them.
 */
export const reportReader: FileReader = async (db, user, file) => {
  if (!user) return undefined;
  const where = allows(user.ability, PERMISSIONS.orderOversee) ? placedOnly : byCustomerOrCompany(user.userId, user.companyId);
  for (const row of await ordersWithReport(db, file.id, where)) {
    const viewer = await viewerOf(db, user, row).catch(() => undefined);
    if (viewer && !reportsHiddenFor(viewer, row)) return 'private';
  }
  return undefined;
};

export const voucherReader: FileReader = async (db, user, file) => {
  if (!user || !allows(user.ability, PERMISSIONS.orderOversee)) return undefined;
  for (const row of await ordersWithVoucher(db, file.id)) {
    const viewer = await viewerOf(db, user, row).catch(() => undefined);
    if (viewer === 'platform') return 'private';
  }
  return undefined;
};
