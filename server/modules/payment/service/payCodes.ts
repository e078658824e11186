import QRCode from 'qrcode';
import { isPaidState, MSG, type Language, type OrderState } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { AppError, conflict } from '../../../http/errors';
import type { PaymentProviders } from '../providers';
import { callerOrder } from './orders';

export interface Site {
  /** The site's public origin (https://host). */
  origin: string;
  language: Language;
}

/**
 * The QR code of one of the caller's waiting orders for a channel: the provider's code (WeChat code_url,
 * Alipay qr_code), or the sandbox cashier's link. A provider that does not answer is a 502 the buyer can retry.
 */
export async function payCode(db: Db, providers: PaymentProviders, user: SessionUser, orderNo: string, channel: 'wxpay' | 'alipay', site: Site, now: Date) {
  const row = await callerOrder(db, user, orderNo, now);
  if (isPaidState(row.state as OrderState)) throw conflict(MSG.orderAlreadyPaid);
  if (row.state !== 'waiting') throw conflict(row.expiresAt <= now ? MSG.orderExpired : MSG.orderNotWaiting);
  const provider = providers[channel];
  const prefix = site.language === 'en' ? '/en' : '';
  const cashierUrl = `${site.origin}${prefix}/sandboxCashier?token=${encodeURIComponent(row.payToken)}&channel=${channel}`;
  let content: string;
  try {
    content = await provider.codeFor(
      {
        orderNo: row.orderNo,
        amount: row.amount,
        description: row.itemName,
        expiresAt: row.expiresAt,
        notifyUrl: `${site.origin}/atsteel/payment/notify/${provider.name}`,
        cashierUrl,
      },
      channel,
    );
  } catch {
    throw new AppError(502, MSG.paymentProviderFailed);
  }
  return { orderNo: row.orderNo, channel, qrCode: content, sandbox: !provider.live };
}

export const qrPng = (content: string) => QRCode.toBuffer(content, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
export const qrDataUrl = (content: string) => QRCode.toDataURL(content, { width: 240, margin: 1, errorCorrectionLevel: 'M' });
