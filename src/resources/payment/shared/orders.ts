import { isPaidState, type OrderKind, type PaymentOrder } from '@contract/endpoints/payment';

/** Portal pages the console links to (portal routes, outside the console's own; the router adds `/en`). */
export const PORTAL_PAY_PATHS: Partial<Record<OrderKind, string>> = {
  library: '/librany/libranyPay',
  book: '/librany/libranyPay',
  vip: '/cloud/subscribePay',
  // Quality ranking reports (issue 17): QUALITY_PATHS.pay.
  report: '/economy/economyPay',
};

/** Where an order of the caller that still waits for payment is paid (the portal's payment page of its kind). */
export function payPagePath(order: Pick<PaymentOrder, 'kind' | 'orderNo'>): string | undefined {
  const page = PORTAL_PAY_PATHS[order.kind];
  return page ? `${page}?orderNo=${encodeURIComponent(order.orderNo)}` : undefined;
}

/**
 * The buyer may still pay: the order waits and the server offers its owner an action on it (`cancel` while it
 * waits; `pay` itself is the provider's).
 */
export const canPay = (order: Pick<PaymentOrder, 'state' | 'nextActions'>) =>
  order.state === 'waiting' && (order.nextActions.includes('pay') || order.nextActions.includes('cancel'));

/** A paid order without an invoice yet may be put on an invoice request. */
export const isInvoiceable = (order: Pick<PaymentOrder, 'state' | 'invoiceId'>) => isPaidState(order.state) && order.invoiceId === null;

/** The console page of one of the caller's orders. */
export const ORDER_DETAIL_ROUTE = '/my/documentOrderDetail';
export const orderDetailPath = (orderNo: string) => `${ORDER_DETAIL_ROUTE}?orderNo=${encodeURIComponent(orderNo)}`;

/** The sum of the amounts of some orders, in fen. */
export const totalFen = (orders: readonly Pick<PaymentOrder, 'amount'>[]) => orders.reduce((sum, order) => sum + order.amount, 0);
