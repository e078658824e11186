import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { headerOf, NotifyRefused, type PaymentProvider, type VerifiedNotify } from './provider';

/** A notify as the sandbox cashier sends it (JSON, signed like WeChat Pay's: timestamp, nonce, body). */
export interface SandboxNotifyBody {
  id: string;
  orderNo: string;
  channel: 'wxpay' | 'alipay';
  status: 'SUCCESS' | 'CLOSED';
  /** Fen. */
  amount: number;
  transactionId: string;
  time: string;
}

export interface SandboxKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const newSandboxKeys = (): SandboxKeys => generateKeyPairSync('ed25519');

const signedText = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** What the sandbox cashier sends: the body and the headers that sign it. */
export function signSandboxNotify(keys: SandboxKeys, notify: SandboxNotifyBody, now: Date) {
  const body = JSON.stringify(notify);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = sign(null, Buffer.from(signedText(timestamp, nonce, body)), keys.privateKey).toString('base64');
  return {
    body,
    headers: { 'content-type': 'application/json', 'sandbox-timestamp': timestamp, 'sandbox-nonce': nonce, 'sandbox-signature': signature },
  };
}

/** Notifies older or newer than this (by their signed timestamp) are refused: a recorded one cannot be replayed later. */
const MAX_SKEW_SECONDS = 300;

/**
 * The offline provider of the embedded demo. The QR code opens the platform's sandbox cashier; its 'pay' and
 * 'cancel' send a notify signed with an Ed25519 key of this process, verified here exactly as a real notify is.
 */
export function sandboxProvider(keys: SandboxKeys): PaymentProvider {
  return {
    name: 'sandbox',
    live: false,
    codeFor: async (request) => request.cashierUrl,
    // The sandbox cashier reads the order's state: a cancelled order cannot be paid there.
    close: async () => undefined,
    async verify({ headers, body, now }): Promise<VerifiedNotify> {
      const timestamp = headerOf(headers, 'sandbox-timestamp') ?? '';
      const nonce = headerOf(headers, 'sandbox-nonce') ?? '';
      const signature = headerOf(headers, 'sandbox-signature') ?? '';
      const valid =
        /^\d{1,12}$/.test(timestamp) &&
        signature.length > 0 &&
        verify(null, Buffer.from(signedText(timestamp, nonce, body)), keys.publicKey, Buffer.from(signature, 'base64'));
      if (!valid) throw new NotifyRefused('signature');
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) throw new NotifyRefused('timestamp');
      const notify = JSON.parse(body) as SandboxNotifyBody;
      return {
        orderNo: notify.orderNo,
        status: notify.status === 'SUCCESS' ? 'paid' : 'closed',
        amount: notify.amount,
        transactionId: notify.transactionId,
        paidAt: notify.status === 'SUCCESS' ? new Date(notify.time) : null,
        channel: notify.channel,
        live: false,
      };
    },
    accepted: () => ({ status: 204, contentType: 'application/json', body: '' }),
    refused: (reason) => ({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: reason }) }),
  };
}
