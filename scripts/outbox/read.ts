import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import type { OutboxOptions } from './options';

export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

/** The latest `limit` outbox messages (to one recipient when asked), oldest first so the newest prints last. */
export async function readOutbox(db: Db, { limit, to }: OutboxOptions): Promise<OutboxEntry[]> {
  const rows = await db
    .select({ id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.reverse();
}
