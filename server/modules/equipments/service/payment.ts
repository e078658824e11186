import type { BookingState } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { forbidden, notFound } from '../../../http/errors';
import { check, takeStep } from '../../../workflow/machine';
import { notePaidAside } from '../../../workflow/repository';
import { orderOnce, whenPaid } from '../../payment/service/ledger';
import * as repo from '../repository/bookings';
import { BOOKING_SUBJECT, bookingWorkflow } from '../workflow';
import { lockWithOrder, peekOrFail } from './locks';
import { viewerOf } from './parties';

/**
 * A booking is paid through the payment ledger (order kind 'booking', item = the booking's id). The ledger marks
 * its order paid and, in the same transaction, this handler takes the booking's 'pay' step. A notify replayed
 * finds the booking paid and changes nothing. A payment that reaches a booking cancelled meanwhile (an
 * administrator confirming a late transfer) does not revive it: the order stays paid for a refund by hand, and
 * the booking's history notes it.
 */
whenPaid('booking', async (tx, order, now) => {
  const row = await repo.lockBooking(tx, Number(order.itemRef));
  if (!row || row.paidAt) return;
  if (row.state === 'responded') {
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as BookingState, action: 'pay', actorId: null, note: order.orderNo, at: now } as const;
    await takeStep(tx, bookingWorkflow, step, (state) => repo.updateBooking(tx, row.id, { state, paidAt: order.paidAt ?? now, paymentOrderId: order.id }, now));
    return;
  }
  await notePaidAside(tx, { subject: BOOKING_SUBJECT, subjectId: row.id, companyId: row.companyId, action: 'pay', state: row.state, orderNo: order.orderNo, at: now, document: 'booking' });
});

/**
 * The customer pays a responded booking: its waiting ledger order is answered again, or a new one is opened (an
 * overdue one is closed and replaced). Answers the order number the payment page takes.
 */
export async function payBooking(db: Db, user: SessionUser, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, id);
    if ((await viewerOf(tx, user, peek)) !== 'customer') throw forbidden();
    const { row } = await lockWithOrder(tx, peek);
    check(bookingWorkflow, row.state as BookingState, 'pay');
    const found = await repo.findBooking(tx, id);
    if (!found) throw notFound();
    const { booking } = found;
    const order = await orderOnce(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: 'booking',
      itemRef: String(row.id),
      itemName: `${booking.instrumentName} ${booking.date} ${booking.startTime}–${booking.endTime}`,
      unitPrice: row.price,
      quantity: 1,
      discounts: [],
      now,
    });
    if (order.id !== row.paymentOrderId) await repo.updateBooking(tx, row.id, { paymentOrderId: order.id }, now);
    return { orderNo: order.orderNo };
  });
}
