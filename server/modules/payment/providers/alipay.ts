import { AlipaySdk } from 'alipay-sdk';
import { fenOfYuanText, NotifyRefused, yuanTextOfFen, type PaymentProvider, type VerifiedNotify } from './provider';

/** An Alipay application in certificate mode (README: ALIPAY_*). */
export interface AlipaySettings {
  appId: string;
  /** The application's private key (PKCS#1 or PKCS#8 PEM). */
  privateKeyPem: string;
  /** appCertPublicKey_<appId>.crt, alipayCertPublicKey_RSA2.crt and alipayRootCert.crt. */
  appCertPem: string;
  alipayPublicCertPem: string;
  alipayRootCertPem: string;
  /** Default: the production gateway. */
  gateway?: string;
}

/**
 * Alipay face-to-face precreate in certificate mode: `alipay.trade.precreate` answers the qr_code; notifies
 * (form-encoded, RSA2) are verified by the `alipay-sdk` against the Alipay public certificate.
 */
export function alipayProvider(settings: AlipaySettings): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKeyPem,
    keyType: settings.privateKeyPem.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    appCertContent: settings.appCertPem,
    alipayPublicCertContent: settings.alipayPublicCertPem,
    alipayRootCertContent: settings.alipayRootCertPem,
    ...(settings.gateway ? { gateway: settings.gateway } : {}),
  });

  return {
    name: 'alipay',
    live: true,
    async codeFor(request) {
      const answer = (await sdk.exec('alipay.trade.precreate', {
        notify_url: request.notifyUrl,
        bizContent: {
          out_trade_no: request.orderNo,
          total_amount: yuanTextOfFen(request.amount),
          subject: request.description.slice(0, 256),
          time_expire: formatBeijing(request.expiresAt),
        },
      }, { validateSign: true })) as { code?: string; qrCode?: string; subMsg?: string };
      if (answer.code !== '10000' || !answer.qrCode) throw new Error(`Alipay precreate failed: ${answer.code} ${answer.subMsg ?? ''}`);
      return answer.qrCode;
    },
    async close(orderNo) {
      // ACQ.TRADE_NOT_EXIST (never scanned) and a paid trade need nothing; the notify tells the rest.
      await sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: orderNo } }, { validateSign: true });
    },
    async verify({ body }): Promise<VerifiedNotify> {
      const fields = Object.fromEntries(new URLSearchParams(body));
      if (!sdk.checkNotifySignV2(fields)) throw new NotifyRefused('signature');
      if (fields.app_id !== settings.appId) throw new NotifyRefused('merchant');
      const paid = fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED';
      return {
        orderNo: fields.out_trade_no ?? '',
        status: paid ? 'paid' : fields.trade_status === 'TRADE_CLOSED' ? 'closed' : 'other',
        amount: fields.total_amount ? fenOfYuanText(fields.total_amount) : null,
        transactionId: fields.trade_no ?? null,
        paidAt: paid && fields.gmt_payment ? new Date(`${fields.gmt_payment.replace(' ', 'T')}+08:00`) : null,
        channel: 'alipay',
        live: true,
      };
    },
    // Alipay retries until the answer's body is exactly "success".
    accepted: () => ({ status: 200, contentType: 'text/plain', body: 'success' }),
    refused: () => ({ status: 200, contentType: 'text/plain', body: 'failure' }),
  };
}

/** "2026-11-25 08:30:00" in Beijing time, as Alipay's time fields are written. */
function formatBeijing(date: Date) {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
