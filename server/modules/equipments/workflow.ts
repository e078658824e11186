import { MSG, type BookingAction, type BookingState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';

export const BOOKING_SUBJECT = 'booking';

/**
 * A booking of an instrument: the laboratory ('provider') responds within one working day (it may propose another
 * price) or declines with a reason; the customer ('owner') may cancel until it has paid; paying is the ledger's
 * step ('system', in the paying transaction); then the laboratory runs the experiment (start, pause, resume,
 * complete) and the customer evaluates once. A booking not paid when its time begins lapses ('expire', the platform's).
 */
export const bookingWorkflow = defineWorkflow<BookingState, BookingAction>(BOOKING_SUBJECT, [
  { action: 'respond', from: ['waiting'], to: 'responded', by: 'provider', refused: MSG.bookingNotWaiting },
  { action: 'decline', from: ['waiting', 'responded'], to: 'cancelled', by: 'provider', refused: MSG.bookingNotCancellable },
  { action: 'cancel', from: ['waiting', 'responded'], to: 'cancelled', by: 'owner', refused: MSG.bookingNotCancellable },
  // The booked time began before the booking was paid: the platform lets it lapse (server/jobs.ts, every minute).
  { action: 'expire', from: ['waiting', 'responded'], to: 'cancelled', by: 'system', refused: MSG.bookingNotCancellable },
  { action: 'pay', from: ['responded'], to: 'paid', by: 'system', refused: MSG.bookingNotPayable },
  { action: 'start', from: ['paid'], to: 'inProgress', by: 'provider', refused: MSG.bookingStateRefused },
  { action: 'pause', from: ['inProgress'], to: 'paused', by: 'provider', refused: MSG.bookingStateRefused },
  { action: 'resume', from: ['paused'], to: 'inProgress', by: 'provider', refused: MSG.bookingStateRefused },
  { action: 'complete', from: ['inProgress'], to: 'completed', by: 'provider', refused: MSG.bookingStateRefused },
  { action: 'evaluate', from: ['completed'], to: 'evaluated', by: 'owner', refused: MSG.bookingNotEvaluable },
]);
