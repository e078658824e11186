import { eq } from 'drizzle-orm';
import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { paymentOrders } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';
import * as orders from '../../payment/repository/orders';
import * as repo from '../repository/bookings';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The booking as it is, unlocked (to decide who the caller is before anything is locked); 404 if missing. */
export async function peekOrFail(tx: Tx, id: number) {
  const row = await repo.peekBooking(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Locks a booking and the ledger order paying it, in the ledger's order: the payment order first, then the
 * booking. The paying transaction locks the order and then (its `whenPaid` handler) the booking, so a
 * cancellation and a payment arriving together take turns instead of deadlocking.
 */
export async function lockWithOrder(tx: Tx, peek: repo.BookingRow) {
  const order = peek.paymentOrderId ? await orders.lockOrder(tx, eq(paymentOrders.id, peek.paymentOrderId)) : undefined;
  const row = await repo.lockBooking(tx, peek.id);
  // Another payment order was opened in between: the caller tries again.
  if (!row || row.paymentOrderId !== peek.paymentOrderId) throw conflict(MSG.bookingStateRefused);
  return { row, order };
}
