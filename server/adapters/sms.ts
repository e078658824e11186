import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deliverToOutbox } from './outbox';

interface SmsMessage {
  mobile: string;
  text: string;
}

/** Sends one text message; throws when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The default: messages land in the outbox table and the server log, so the embedded demo works offline. */
export const outboxSms = (db: Db, log: FastifyBaseLogger): SmsProvider => ({
  name: 'outbox',
  send: ({ mobile, text }) => deliverToOutbox(db, log, { channel: 'sms', recipient: mobile, body: text }),
});

export interface HttpSmsSettings {
  /** ATSTEEL_SMS_URL: the gateway's endpoint. */
  url: string;
  /** ATSTEEL_SMS_TOKEN: sent as `Authorization: Bearer`, when set. */
  token?: string;
  /** ATSTEEL_SMS_SIGN: the signature the gateway puts before the text (e.g. 【atsteel】), when set. */
  sign?: string;
  timeoutMs?: number;
}

/**
 * A real SMS gateway over HTTP: `POST <url>` with the JSON body `{ "mobile", "text", "sign" }`; any 2xx
 * answer counts as sent. Most gateways (or a small relay in front of a cloud SMS service) accept this shape.
 */
export function httpSms(settings: HttpSmsSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'http',
    async send({ mobile, text }) {
      const response = await fetchImpl(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ mobile, text, sign: settings.sign ?? null }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
