import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { outbox } from '../../server/db/schema';

/** Messages the outbox providers delivered to a mobile number or e-mail address, newest first. */
export const outboxOf = (db: Db, recipient: string) =>
  db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

/** The 6-digit code of the newest message to a recipient, as its owner would read it. */
export async function latestCode(db: Db, recipient: string): Promise<string> {
  const [message] = await outboxOf(db, recipient);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

let lastMobile = 0;
/** A mobile number no other test used (no account has it, no code was sent to it). */
export const uniqueMobile = () => `1390${String(process.pid % 1000).padStart(3, '0')}${String(++lastMobile).padStart(4, '0')}`;
