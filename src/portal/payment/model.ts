import type { OrderKind, OrderState } from '@contract/endpoints/payment';
import { bookingDetailPath } from '@contract/endpoints/laboratoryCommon';
import { CUSTOM_PATHS } from '@contract/endpoints/customization';

/** The QR channels a buyer can scan (an offline transfer is confirmed by an administrator, not paid here). */
export const QR_CHANNELS = ['wxpay', 'alipay'] as const;
export type QrChannel = (typeof QR_CHANNELS)[number];
export const isQrChannel = (value: unknown): value is QrChannel => value === 'wxpay' || value === 'alipay';

/** How often the payment page asks whether the order is paid, and how long it shows success before moving on. */
export const POLL_INTERVAL_MS = 2000;
export const PAID_REDIRECT_MS = 2000;

export { PAY_CODE_HEADER, PAY_SANDBOX_HEADER } from '@contract/endpoints/payment';

interface OrderRef {
  kind: OrderKind;
  itemRef: string;
  /** The order's number (a paid report order moves on to its own success page). */
  orderNo?: string;
}

const documentPath = (id: string) => `/librany/libranyDetail?id=${encodeURIComponent(id)}`;
const bookPath = (id: string) => `/librany/libranyBookDetail?id=${encodeURIComponent(id)}`;
/** An instrument booking's detail in the customer's console (its order's itemRef is the booking id). */
const bookingPath = (id: string) => bookingDetailPath(encodeURIComponent(id));
/** A detection order's detail in the customer's console (its first and balance payments' itemRef is the order id). */
const testOrderPath = (id: string) => `/my/checkList/show/${encodeURIComponent(id)}`;

/** A customization order's detail in the portal (its deposit and balance payments' itemRef is the order id). */
const customOrderPath = (id: string) => (/^\d+$/.test(id) ? CUSTOM_PATHS.detail(Number(id)) : CUSTOM_PATHS.mine);

/** A ranked line of the quality ranking, whose report a `report` order buys. */
const reportLinePath = (id: string) => `/economy/economyDetail?id=${encodeURIComponent(id)}`;

/** Where a paid order moves on to: the bought document (to download it), the book orders, the privilege. */
export function afterPaidPath(order: OrderRef): string {
  switch (order.kind) {
    case 'library':
      return documentPath(order.itemRef);
    case 'book':
      return '/my/documentOrder';
    case 'vip':
      return '/my/info';
    // A quality report (issue 17; itemRef is the line id): its paid page with the download, else the line.
    case 'report':
      return order.orderNo ? `/economy/paySuccess?orderNo=${encodeURIComponent(order.orderNo)}` : reportLinePath(order.itemRef);
    case 'booking':
      return bookingPath(order.itemRef);
    case 'demand':
      return '/my/requirementList';
    case 'testOrder':
    case 'testBalance':
      return testOrderPath(order.itemRef);
    // A customization order's deposit or balance (issue 18; itemRef is the order id): its detail page.
    case 'customDeposit':
    case 'customBalance':
      return customOrderPath(order.itemRef);
    default:
      return '/my';
  }
}

/** Where a closed order sends the buyer back to, to order again. */
export function orderBackPath(order: OrderRef): string {
  switch (order.kind) {
    case 'library':
      return documentPath(order.itemRef);
    case 'book':
      return bookPath(order.itemRef);
    case 'vip':
      return '/cloud/subscribe';
    case 'report':
      return reportLinePath(order.itemRef);
    case 'booking':
      return bookingPath(order.itemRef);
    case 'demand':
      return '/my/requirementList';
    case 'testOrder':
    case 'testBalance':
      return testOrderPath(order.itemRef);
    // A customization order's deposit or balance (issue 18; itemRef is the order id): its detail page.
    case 'customDeposit':
    case 'customBalance':
      return customOrderPath(order.itemRef);
    default:
      return '/';
  }
}

/** The payment pages of an order number (`/zfbPay` is the same page opening on Alipay). */
export function payPath(kind: OrderKind, orderNo: string): string {
  const query = `?orderNo=${encodeURIComponent(orderNo)}`;
  if (kind === 'report') return `/economy/economyPay${query}`;
  return kind === 'vip' ? `/cloud/subscribePay${query}` : `/librany/libranyPay${query}`;
}

interface ClosedOrder {
  state: OrderState;
  expireTime: string;
  history?: readonly { action: string; toState: string }[];
}

/**
 * Why a cancelled order ended: closed for want of payment (`close`, by the expiry job or the provider) or
 * cancelled by the buyer. Without history the expiry time decides.
 */
export function orderEnding(order: ClosedOrder, now = Date.now()): 'expired' | 'cancelled' {
  const last = [...(order.history ?? [])].reverse().find((step) => step.toState === 'cancelled');
  if (last) return last.action === 'close' ? 'expired' : 'cancelled';
  return now >= Date.parse(order.expireTime) ? 'expired' : 'cancelled';
}

const DISCOUNT_KEYS: Record<string, string> = {
  vipPromotion: 'payment.discounts.vipPromotion',
  vipQuarterDiscount: 'payment.discounts.further',
  vipYearDiscount: 'payment.discounts.further',
};

/** The portal-namespace key naming a discount line by its code; unknown codes read 'Discount'. */
export const discountLabelKey = (code: string) => DISCOUNT_KEYS[code] ?? 'payment.discounts.other';

/** `mm:ss` of the seconds left (hours when more than one). */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(left % 60)}` : `${pad(minutes)}:${pad(left % 60)}`;
}

/** Whether a `x-pay-sandbox` header value says the sandbox took the code. */
export const isSandboxHeader = (value: string | undefined) => value === 'true' || value === '1';
