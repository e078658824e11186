import type { Sweep } from '../../jobs';
import { closeOverdue } from './service/ledger';

export const CLOSE_OVERDUE = 'payment-close-overdue';

/** Every minute, unpaid orders past their 30 minutes are closed (reading an overdue order closes it too). */
export const closeOverdueSweep: Sweep = {
  name: CLOSE_OVERDUE,
  run: closeOverdue,
  done: (count) => `closed ${count} unpaid order(s) past 30 minutes`,
};
