import type { PayChannel } from '@contract';

/** What a provider is asked to collect. */
export interface PayRequest {
  orderNo: string;
  /** Fen. */
  amount: number;
  description: string;
  expiresAt: Date;
  /** Where the provider sends its notify. */
  notifyUrl: string;
  /** The platform's sandbox cashier for this order (what the sandbox's QR code opens). */
  cashierUrl: string;
}

/** What a notify says once its signature is verified. */
export interface VerifiedNotify {
  orderNo: string;
  /** paid: money received; closed: the provider closed the order unpaid; other: nothing to do (e.g. a refund event). */
  status: 'paid' | 'closed' | 'other';
  /** Fen, as the provider reports it: must equal the order's amount. */
  amount: number | null;
  transactionId: string | null;
  paidAt: Date | null;
  channel: Exclude<PayChannel, 'transfer'>;
  /** False for the sandbox. */
  live: boolean;
}

export interface IncomingNotify {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover its bytes. */
  body: string;
  now: Date;
}

/** The HTTP answer a provider expects to a notify (it retries until it gets the accepted one). */
export interface NotifyReply {
  status: number;
  contentType: string;
  body: string;
}

export class NotifyRefused extends Error {}

/**
 * One payment provider: how to get a QR code's content for an order, how to verify its notifies, and what to
 * answer them. The sandbox, WeChat Pay v3 native and Alipay certificate mode all have this shape, and every
 * notify, whoever sends it, goes through `verify` and then the same ledger code (service/notify.ts).
 */
export interface PaymentProvider {
  /** Names the notify route: /atsteel/payment/notify/<name>. */
  name: 'sandbox' | 'wxpay' | 'alipay';
  live: boolean;
  /** The content of the QR code the buyer scans. */
  codeFor(request: PayRequest, channel: Exclude<PayChannel, 'transfer'>): Promise<string>;
  /** Closes an unpaid order at the provider, so its code can no longer be paid (the buyer cancelled). */
  close(orderNo: string): Promise<void>;
  /** Checks the signature (and the sender's identity) and reads the notify; throws NotifyRefused. */
  verify(notify: IncomingNotify): Promise<VerifiedNotify>;
  accepted(): NotifyReply;
  refused(reason: string): NotifyReply;
}

export const headerOf = (headers: IncomingNotify['headers'], name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** "88.00" (yuan, as Alipay writes amounts) to 8800 fen, without floating point. */
export function fenOfYuanText(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const yuanTextOfFen = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
