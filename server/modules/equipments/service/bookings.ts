import type { z } from 'zod';
import { MSG, type BookingState, type bookingInput, type evaluationInput, type statusInput } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import type { Sweep } from '../../../jobs';
import { addWorkingDays } from '../../../lib/workingDays';
import { officialCalendarFrom } from '../../examine/service/calendar';
import { requireApprovedLaboratory } from '../../laboratory/access';
import { markCancelled, newOrderNo } from '../../payment/service/ledger';
import * as repo from '../repository/bookings';
import { isBookable } from '../repository/instruments';
import { checkRequest, priceOf } from '../slots';
import { dayOf, publicInstrument } from './catalogue';
import { actorOf, bookingDetail, viewerOf } from './parties';
import { lockWithOrder, peekOrFail, type Tx } from './locks';
import { bookingWorkflow } from '../workflow';

type BookingInput = z.output<typeof bookingInput>;
type StatusInput = z.output<typeof statusInput>;

/** 'RB', Beijing date and time to the second, six random digits: the ledger's order numbers with the booking's prefix. */
export const newBookingNo = (now: Date) => `RB${newOrderNo(now).slice(2)}`;

/**
 * Books consecutive free slots: the server computes them and the price from the instrument's configuration. Two
 * requests for overlapping time may both pass the check; the database's exclusion constraint lets one insert
 * through and refuses the other, which answers 'This time has just been booked by someone else'.
 */
export async function saveBooking(db: Db, user: SessionUser, input: BookingInput, now: Date) {
  const { row, companyId } = await publicInstrument(db, input.instrumentId);
  if (user.companyId !== null && user.companyId === companyId) throw conflict(MSG.bookingOwnLaboratory);
  if (!isBookable(row)) throw conflict(MSG.appointmentUnavailable);
  const checked = checkRequest(await dayOf(db, row, input.date, now), input.startTime, input.slots);
  if (!checked.ok) throw new AppError(checked.refusal.status, checked.refusal.message);

  const id = await repo
    .insertBooking(db, {
      bookingNo: newBookingNo(now),
      instrumentId: row.id,
      laboratoryId: row.laboratoryId,
      userId: user.userId,
      companyId: user.companyId,
      state: 'waiting',
      startsAt: checked.startsAt,
      endsAt: checked.endsAt,
      price: priceOf(row.hourlyPrice!, checked.minutes),
      sampleName: input.sampleName,
      sampleCount: input.sampleCount,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      address: input.address,
      remarks: input.remarks,
      responseDeadline: addWorkingDays(now, 1, await officialCalendarFrom(db, now)),
      createdAt: now,
      updatedAt: now,
    })
    .catch((error: unknown) => {
      throw repo.isOverlap(error) ? conflict(MSG.bookingTaken) : error;
    });
  return bookingDetail(db, user, id);
}

export const listOwnBookings = (db: Db, user: SessionUser, query: repo.BookingFilter) => repo.listBookings(db, { userId: user.userId }, query);

export async function listLaboratoryBookings(db: Db, user: SessionUser, query: repo.BookingFilter) {
  return repo.listBookings(db, { laboratoryId: await requireApprovedLaboratory(db, user) }, query);
}

/** What an action writes on the booking besides its state. */
function valuesOf(input: StatusInput, now: Date) {
  switch (input.action) {
    case 'respond':
      return { responseNote: input.note || null, respondedAt: now, ...(input.price === undefined ? {} : { price: input.price }) };
    case 'decline':
    case 'cancel':
      return { cancelReason: input.note || null };
    default:
      return {};
  }
}

/**
 * Moves a booking. The server decides who acts (the customer, or the booking's laboratory); a step the table gives
 * to the other party answers 403, a step the state does not allow 409. Cancelling or declining closes the waiting
 * ledger order in the same transaction, so it cannot be paid afterwards.
 */
export async function changeStatus(db: Db, user: SessionUser, input: StatusInput, now: Date, closeAtProviders: (orderNo: string) => Promise<void>) {
  const closed = await db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, input.id);
    const actor = actorOf(await viewerOf(tx, user, peek));
    const { row, order } = await lockWithOrder(tx, peek);
    const transition = bookingWorkflow.transitions.find((candidate) => candidate.action === input.action);
    if (!transition || transition.by !== actor) throw forbidden();
    if (input.action === 'decline' && !input.note) throw badRequest(MSG.declineReasonRequired);
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as BookingState, action: input.action, actorId: user.userId, note: input.note || null, at: now };
    const updated = await takeStep(tx, bookingWorkflow, step, (state) => repo.updateBooking(tx, row.id, { state, ...valuesOf(input, now) }, now));
    if (updated.state === 'cancelled' && order?.state === 'waiting') {
      await markCancelled(tx, order, 'close', user.userId, 'booking cancelled', now);
      return order.orderNo;
    }
    return null;
  });
  if (closed) await closeAtProviders(closed);
  return bookingDetail(db, user, input.id);
}

/** The customer evaluates a completed booking, once (a second evaluation finds it evaluated: 409). */
export async function evaluate(db: Db, user: SessionUser, input: z.output<typeof evaluationInput>, now: Date) {
  await db.transaction(async (tx: Tx) => {
    const row = await repo.lockBooking(tx, input.id);
    if (!row) throw notFound();
    if ((await viewerOf(tx, user, row)) !== 'customer') throw forbidden();
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as BookingState, action: 'evaluate', actorId: user.userId, note: null, at: now } as const;
    await takeStep(tx, bookingWorkflow, step, (state) =>
      repo.updateBooking(tx, row.id, { state, evaluationStars: input.stars, evaluationText: input.text, evaluatedAt: now }, now),
    );
  });
  return bookingDetail(db, user, input.id);
}

/**
 * Bookings whose booked time began before they were paid lapse ('expire', the platform's step): the time is
 * past, so the booking cannot happen; a waiting payment order is closed with it. Run every minute (server/jobs.ts).
 */
export async function expireUnpaid(db: Db, now: Date) {
  let expired = 0;
  for (const id of await repo.unpaidStarted(db, now)) {
    const changed = await db.transaction(async (tx) => {
      const peek = await repo.peekBooking(tx, id);
      if (!peek) return false;
      const { row, order } = await lockWithOrder(tx, peek);
      if ((row.state !== 'waiting' && row.state !== 'responded') || row.startsAt > now) return false;
      const step = { subjectId: row.id, companyId: row.companyId, from: row.state as BookingState, action: 'expire', actorId: null, at: now } as const;
      await takeStep(tx, bookingWorkflow, step, (state) => repo.updateBooking(tx, row.id, { state }, now));
      if (order?.state === 'waiting') await markCancelled(tx, order, 'close', null, 'booking lapsed', now);
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}

export const expireBookingsSweep: Sweep = {
  name: 'booking-expire-unpaid',
  run: expireUnpaid,
  done: (count) => `${count} unpaid booking(s) lapsed when their time began`,
};
