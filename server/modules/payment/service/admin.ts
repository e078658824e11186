import { MSG, type OrderQuery } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { notFound } from '../../../http/errors';
import * as repo from '../repository/orders';
import { markPaid, markShipment } from './ledger';
import { detailOf, orderOf } from './orders';

export async function pageAllOrders(db: Db, query: OrderQuery & { pageNum: number; pageSize: number }) {
  const { rows, total } = await repo.pageOrders(db, query, null);
  return { list: rows.map(({ row, buyerName }) => ({ ...orderOf(row, 'auditor'), buyerName })), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function adminDetail(db: Db, orderNo: string) {
  const row = await repo.findOrder(db, orderNo);
  if (!row) throw notFound(MSG.orderNotFound);
  return detailOf(db, row, 'auditor');
}

/** An administrator saw the buyer's bank transfer arrive: the order is paid (channel 'transfer'), with the note. */
export async function confirmTransfer(db: Db, admin: SessionUser, input: { orderNo: string; note: string }, now: Date) {
  await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(input.orderNo));
    if (!locked) throw notFound(MSG.orderNotFound);
    await markPaid(tx, locked, 'confirmTransfer', { channel: 'transfer', live: true, transactionId: null, paidAt: now, actorId: admin.userId, note: input.note }, now);
  });
  return adminDetail(db, input.orderNo);
}

/** A paid book order leaves the warehouse: the note gives the carrier and tracking number the buyer sees. */
export async function shipOrder(db: Db, admin: SessionUser, input: { orderNo: string; note: string }, now: Date) {
  await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(input.orderNo));
    if (!locked) throw notFound(MSG.orderNotFound);
    await markShipment(tx, locked, 'ship', admin.userId, input.note, now);
  });
  return adminDetail(db, input.orderNo);
}
