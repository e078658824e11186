import type { Db } from '../../../db/client';
import { paymentNotifications } from '../../../db/schema';

export type NotifyOutcome = 'applied' | 'replay' | 'refused' | 'late' | 'ignored';

/** Keeps every notify received, whatever became of it. */
export async function recordNotification(
  db: Pick<Db, 'insert'>,
  row: { provider: string; orderNo: string | null; outcome: NotifyOutcome; detail?: string; body: string; at: Date },
) {
  await db.insert(paymentNotifications).values({
    provider: row.provider,
    orderNo: row.orderNo,
    outcome: row.outcome,
    detail: row.detail ?? null,
    body: row.body.slice(0, 8000),
    receivedAt: row.at,
  });
}
