import { isPaidState, MSG, type OrderQuery, type OrderState, type PaymentOrderDetail } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { conflict, notFound } from '../../../http/errors';
import type { Actor } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import type { PaymentProviders } from '../providers';
import * as repo from '../repository/orders';
import { ORDER_SUBJECT } from '../workflow';
import { actionsFor, closeIfOverdue, markCancelled, markShipment } from './ledger';

/** The contract's order with what `by` may do with it. */
export const orderOf = (row: repo.OrderRow, by: Actor) => ({ ...repo.toOrder(row), nextActions: actionsFor(row, by) });

export async function detailOf(db: Db, row: repo.OrderRow, by: Actor): Promise<PaymentOrderDetail> {
  const [history, buyer] = await Promise.all([historyOf(db, ORDER_SUBJECT, row.id), repo.buyerOf(db, row)]);
  return { ...orderOf(row, by), history, buyer };
}

/**
 * One of the caller's orders, locked and closed first when its 30 minutes are up (so no screen shows an order
 * as payable that is not). Another buyer's order answers the same 404 as a missing one.
 */
export async function callerOrder(db: Db, user: SessionUser, orderNo: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, repo.byOrderNo(orderNo));
    if (!row || row.userId !== user.userId) throw notFound(MSG.orderNotFound);
    return closeIfOverdue(tx, row, now);
  });
}

export async function getOrder(db: Db, user: SessionUser, orderNo: string, now: Date) {
  return detailOf(db, await callerOrder(db, user, orderNo, now), 'owner');
}

export async function getOrderStatus(db: Db, user: SessionUser, orderNo: string, now: Date) {
  const row = await callerOrder(db, user, orderNo, now);
  return { orderNo: row.orderNo, state: row.state as OrderState, paidTime: row.paidAt?.toISOString() ?? null };
}

/**
 * The buyer cancels a waiting order; the live providers are then told to close it too, so a code scanned
 * earlier cannot be paid any more (best effort: were it paid anyway, the notify is kept as `late` for a refund).
 */
export async function cancelOrder(db: Db, providers: PaymentProviders, user: SessionUser, orderNo: string, now: Date, log: (error: unknown) => void) {
  const row = await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(orderNo));
    if (!locked || locked.userId !== user.userId) throw notFound(MSG.orderNotFound);
    const current = await closeIfOverdue(tx, locked, now);
    if (isPaidState(current.state as OrderState)) throw conflict(MSG.orderAlreadyPaid);
    return markCancelled(tx, current, 'cancel', user.userId, null, now);
  });
  for (const provider of new Set([providers.wxpay, providers.alipay])) {
    if (provider.live) await provider.close(orderNo).catch(log);
  }
  return orderOf(row, 'owner');
}

export async function pageOwnOrders(db: Db, user: SessionUser, query: OrderQuery & { pageNum: number; pageSize: number }) {
  const { rows, total } = await repo.pageOrders(db, query, user.userId);
  return { list: rows.map(({ row }) => orderOf(row, 'owner')), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Twelve months, empty ones included. */
export async function billOf(db: Db, user: SessionUser, year: number) {
  const found = new Map((await repo.billByMonth(db, user.userId, year)).map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const row = found.get(month);
    return { month, orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
  });
}

/** The buyer confirms a shipped book order arrived. */
export async function receiveOrder(db: Db, user: SessionUser, orderNo: string, now: Date) {
  const row = await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(orderNo));
    if (!locked || locked.userId !== user.userId) throw notFound(MSG.orderNotFound);
    return markShipment(tx, locked, 'receive', user.userId, null, now);
  });
  return orderOf(row, 'owner');
}
