import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deliverToOutbox } from './outbox';

interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** The default (and, for now, only) e-mail provider: the outbox table and the server log. */
export const outboxEmail = (db: Db, log: FastifyBaseLogger): EmailProvider => ({
  name: 'outbox',
  send: ({ to, subject, text }) => deliverToOutbox(db, log, { channel: 'email', recipient: to, subject, body: text }),
});
