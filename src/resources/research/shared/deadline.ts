import type { Booking } from '@contract/endpoints/equipments';

/** Whether a booking still waits for the laboratory's response past its deadline (one working day, spec §9). */
export const isOverdue = (booking: Pick<Booking, 'state' | 'responseDeadline'>, now: number = Date.now()) =>
  booking.state === 'waiting' && Date.parse(booking.responseDeadline) < now;
