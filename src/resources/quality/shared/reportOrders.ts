import { isPaidState, type PaymentOrder } from '@contract/endpoints/payment';

/** The published line a report order is for (its itemRef), or undefined when it is not a readable id. */
export function lineOfOrder(order: Pick<PaymentOrder, 'itemRef'>): number | undefined {
  const id = Number(order.itemRef);
  return /^\d{1,9}$/.test(order.itemRef) && id > 0 ? id : undefined;
}

/** The line whose report a paid report order downloads, or undefined (unpaid, cancelled, another kind). */
export function downloadableLine(order: Pick<PaymentOrder, 'kind' | 'state' | 'itemRef'>): number | undefined {
  return order.kind === 'report' && isPaidState(order.state) ? lineOfOrder(order) : undefined;
}
