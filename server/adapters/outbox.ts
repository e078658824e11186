import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * Delivery of the offline default providers: the message goes to the `outbox` table and the server log,
 * where whoever runs the server (or a test) reads it. The only place a code is ever written in clear.
 */
export async function deliverToOutbox(db: Db, log: FastifyBaseLogger, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
  });
  log.info({ outbox: message.channel, to: message.recipient }, `[outbox] ${message.channel} to ${message.recipient}: ${message.body}`);
}
