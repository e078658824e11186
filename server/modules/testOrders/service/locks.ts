import { eq } from 'drizzle-orm';
import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { paymentOrders } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';
import * as ledgerOrders from '../../payment/repository/orders';
import * as repo from '../repository/orders';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order as it is, unlocked (to decide who the caller is before anything is locked); 404 if missing. */
export async function peekOrFail(tx: Tx, id: number) {
  const row = await repo.peekOrder(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Locks an order and the ledger orders paying it, in the ledger's order: payment orders first, then the order.
 * The paying transaction locks its payment order and then (its `whenPaid` handler) the order, so a cancellation
 * and a payment arriving together take turns instead of deadlocking.
 */
export async function lockWithPayments(tx: Tx, peek: repo.OrderRow) {
  const lockPayment = (id: number | null) => (id === null ? Promise.resolve(undefined) : ledgerOrders.lockOrder(tx, eq(paymentOrders.id, id)));
  const payment = await lockPayment(peek.paymentOrderId);
  const balance = await lockPayment(peek.balanceOrderId);
  const row = await repo.lockOrder(tx, peek.id);
  if (!row) throw notFound();
  // Another payment order was opened in between: the caller tries again.
  if (row.paymentOrderId !== peek.paymentOrderId || row.balanceOrderId !== peek.balanceOrderId) throw conflict(MSG.testOrderStateRefused);
  return { row, payment, balance };
}
