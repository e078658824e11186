import { allows, PERMISSIONS, type Booking, type BookingDetail } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { notFound } from '../../../http/errors';
import { nextActions, type Actor } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import { laboratoryOfCompany } from '../../laboratory/access';
import { findBooking } from '../repository/bookings';
import { recordsOf } from '../repository/records';
import { BOOKING_SUBJECT, bookingWorkflow } from '../workflow';

/**
 * Who looks at a booking, decided by the server: its customer (the user who booked) acts as the workflow's
 * 'owner'; a laboratory account of the booking's laboratory acts as 'provider'. Anyone else, another laboratory
 * included, gets the 404 of a missing booking.
 */
export type Viewer = BookingDetail['viewer'];

export async function viewerOf(db: Pick<Db, 'select'>, user: SessionUser, booking: { userId: number | null; laboratoryId: number }): Promise<Viewer> {
  if (booking.userId === user.userId) return 'customer';
  if (allows(user.ability, PERMISSIONS.laboratoryOperate)) {
    const lab = await laboratoryOfCompany(db, user.companyId);
    if (lab && lab.id === booking.laboratoryId) return 'laboratory';
  }
  throw notFound();
}

export const actorOf = (viewer: Viewer): Actor => (viewer === 'customer' ? 'owner' : 'provider');

/**
 * The booking as `viewer` sees it: what it may do now (the customer of a responded booking may pay), the history,
 * the service logs, and the experiment records, which the customer sees only once payment is confirmed (spec §6).
 */
export async function detailFor(db: Db, booking: Booking, viewer: Viewer): Promise<BookingDetail> {
  const resultsHidden = viewer === 'customer' && booking.payTime === null;
  const actions = nextActions(bookingWorkflow, booking.state, actorOf(viewer));
  if (viewer === 'customer' && booking.state === 'responded') actions.push('pay');
  const [history, logs, experiments] = await Promise.all([
    historyOf(db, BOOKING_SUBJECT, booking.id),
    recordsOf(db, booking.id, 'log'),
    resultsHidden ? Promise.resolve([]) : recordsOf(db, booking.id, 'experiment'),
  ]);
  return { ...booking, viewer, nextActions: actions, history, logs, experiments, resultsHidden };
}

/** A booking the caller is a party to, as it sees it; 404 otherwise. */
export async function bookingFor(db: Db, user: SessionUser, id: number) {
  const found = await findBooking(db, id);
  if (!found) throw notFound();
  const viewer = await viewerOf(db, user, { userId: found.userId, laboratoryId: found.booking.laboratoryId });
  return { booking: found.booking, viewer };
}

export async function bookingDetail(db: Db, user: SessionUser, id: number) {
  const { booking, viewer } = await bookingFor(db, user, id);
  return detailFor(db, booking, viewer);
}
