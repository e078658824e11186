import { MSG, type OrderAction, type OrderKind, type OrderState } from '@contract';
import { conflict } from '../../http/errors';
import { defineWorkflow } from '../../workflow/machine';

/** The payment orders' name in the shared workflow history. */
export const ORDER_SUBJECT = 'paymentOrder';

/**
 * A payment order: waiting → paid (a verified notify, or an administrator who saw the bank transfer) or
 * cancelled (the buyer, the provider's close, or 30 minutes without payment). Paid is final, and no notify
 * moves a cancelled order: only an administrator who sees a bank transfer arrive late may still mark it paid.
 * A paid book order is then shipped (delivered) and received (completed).
 */
export const orderWorkflow = defineWorkflow<OrderState, OrderAction, { kind: string }>(ORDER_SUBJECT, [
  { action: 'pay', from: ['waiting'], to: 'paid', by: 'system', refused: MSG.orderNotWaiting },
  { action: 'confirmTransfer', from: ['waiting', 'cancelled'], to: 'paid', by: 'auditor', refused: MSG.orderNotWaiting },
  { action: 'cancel', from: ['waiting'], to: 'cancelled', by: 'owner', refused: MSG.orderNotWaiting },
  { action: 'close', from: ['waiting'], to: 'cancelled', by: 'system', refused: MSG.orderNotWaiting },
  {
    action: 'ship',
    from: ['paid'],
    to: 'delivered',
    by: 'auditor',
    refused: MSG.orderNotShippable,
    guard: (order) => ((order.kind as OrderKind) === 'book' ? undefined : conflict(MSG.orderNotShippable)),
  },
  { action: 'receive', from: ['delivered'], to: 'completed', by: 'owner', refused: MSG.orderNotDelivered },
]);
