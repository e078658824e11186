import WxPay from 'wechatpay-node-v3';
import type { IPayRequest } from 'wechatpay-node-v3/dist/lib/pay-request.interface';
import { headerOf, NotifyRefused, type PaymentProvider, type VerifiedNotify } from './provider';

/** A WeChat Pay v3 merchant (README: WXPAY_*). */
export interface WechatPaySettings {
  appId: string;
  mchId: string;
  /** The merchant's API certificate (apiclient_cert.pem) and private key (apiclient_key.pem). */
  merchantCertPem: string;
  merchantKeyPem: string;
  /** The APIv3 key that encrypts notify resources (32 characters). */
  apiV3Key: string;
  /**
   * The WeChat Pay platform public key and its id (PUB_KEY_ID_…), which sign notifies. Without them the SDK
   * downloads the platform certificates with the merchant's key.
   */
  platformPublicKeyPem?: string;
  platformSerial?: string;
}

interface WechatNotifyBody {
  id: string;
  event_type: string;
  resource: { algorithm: string; ciphertext: string; associated_data: string; nonce: string };
}

interface WechatTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number };
}

/** WeChat refuses a notify whose signed timestamp is older than five minutes; so do we. */
const MAX_SKEW_SECONDS = 300;

/**
 * WeChat Pay v3 native: `transactions_native` answers the code_url the QR code shows; notifies are verified
 * (SHA256-RSA over timestamp, nonce and body, by the platform key) and decrypted (AES-256-GCM, the APIv3 key)
 * with the `wechatpay-node-v3` SDK.
 */
/** `http` replaces the SDK's HTTP client (tests). */
export function wechatPayProvider(settings: WechatPaySettings, http?: IPayRequest): PaymentProvider {
  const pay = new WxPay({
    appid: settings.appId,
    mchid: settings.mchId,
    publicKey: Buffer.from(settings.merchantCertPem),
    privateKey: Buffer.from(settings.merchantKeyPem),
    key: settings.apiV3Key,
  });
  if (http) pay.createHttp(http);
  if (settings.platformPublicKeyPem && settings.platformSerial) {
    // The SDK keeps the keys it verifies with by serial; a configured platform public key goes in there, so no
    // certificate download is needed.
    (WxPay as unknown as { certificates: Record<string, string> }).certificates[settings.platformSerial] = settings.platformPublicKeyPem;
  }

  return {
    name: 'wxpay',
    live: true,
    async codeFor(request) {
      const answer = await pay.transactions_native({
        description: request.description.slice(0, 127),
        out_trade_no: request.orderNo,
        notify_url: request.notifyUrl,
        time_expire: request.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        amount: { total: request.amount, currency: 'CNY' },
      });
      const codeUrl = (answer.data as { code_url?: string } | undefined)?.code_url;
      if (answer.status !== 200 || !codeUrl) throw new Error(`WeChat Pay native order failed: ${answer.status} ${JSON.stringify(answer.error ?? '')}`);
      return codeUrl;
    },
    async close(orderNo) {
      const answer = await pay.close(orderNo);
      // 204: closed; 400 ORDERPAID or 404: nothing left to close (the notify tells the rest).
      if (answer.status >= 500) throw new Error(`WeChat Pay close failed: ${answer.status}`);
    },
    async verify({ headers, body, now }): Promise<VerifiedNotify> {
      const timestamp = headerOf(headers, 'wechatpay-timestamp') ?? '';
      // With a configured platform key, another serial is refused here (the SDK would go and download certificates).
      if (settings.platformSerial && headerOf(headers, 'wechatpay-serial') !== settings.platformSerial) throw new NotifyRefused('serial');
      const valid = await pay
        .verifySign({
          timestamp,
          nonce: headerOf(headers, 'wechatpay-nonce') ?? '',
          serial: headerOf(headers, 'wechatpay-serial') ?? '',
          signature: headerOf(headers, 'wechatpay-signature') ?? '',
          body,
        })
        .catch(() => false);
      if (!valid) throw new NotifyRefused('signature');
      if (!/^\d+$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) throw new NotifyRefused('timestamp');
      const notify = JSON.parse(body) as WechatNotifyBody;
      let transaction: WechatTransaction;
      try {
        const { ciphertext, associated_data, nonce } = notify.resource;
        transaction = pay.decipher_gcm<WechatTransaction>(ciphertext, associated_data, nonce);
      } catch {
        throw new NotifyRefused('resource');
      }
      if (transaction.mchid !== settings.mchId || transaction.appid !== settings.appId) throw new NotifyRefused('merchant');
      const paid = notify.event_type === 'TRANSACTION.SUCCESS' && transaction.trade_state === 'SUCCESS';
      return {
        orderNo: transaction.out_trade_no,
        status: paid ? 'paid' : transaction.trade_state === 'CLOSED' ? 'closed' : 'other',
        amount: transaction.amount?.total ?? null,
        transactionId: transaction.transaction_id ?? null,
        paidAt: paid && transaction.success_time ? new Date(transaction.success_time) : null,
        channel: 'wxpay',
        live: true,
      };
    },
    accepted: () => ({ status: 204, contentType: 'application/json', body: '' }),
    refused: (reason) => ({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: reason }) }),
  };
}
