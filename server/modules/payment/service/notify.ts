import { isPaidState, type OrderState } from '@contract';
import type { Db } from '../../../db/client';
import { NotifyRefused, type IncomingNotify, type NotifyReply, type PaymentProvider, type VerifiedNotify } from '../providers/provider';
import { recordNotification, type NotifyOutcome } from '../repository/notifications';
import * as repo from '../repository/orders';
import { closeIfOverdue, markCancelled, markPaid } from './ledger';

/**
 * Every notify, from every provider, ends here after its signature is verified: the order number must be ours,
 * the amount must equal the order's, and the order is locked while it is read and changed, so the same notify
 * sent fifteen times, or ten at once, changes the order once. Paid and cancelled are final: a late or
 * out-of-order notify changes nothing (and is kept for the administrators).
 */
export async function handleNotify(db: Db, provider: PaymentProvider, incoming: IncomingNotify): Promise<NotifyReply> {
  let notify: VerifiedNotify;
  try {
    notify = await provider.verify(incoming);
  } catch (error) {
    const reason = error instanceof NotifyRefused ? error.message : 'unreadable';
    await recordNotification(db, { provider: provider.name, orderNo: null, outcome: 'refused', detail: reason, body: incoming.body, at: incoming.now });
    return provider.refused(reason);
  }

  const { outcome, detail } = await db.transaction(async (tx): Promise<{ outcome: NotifyOutcome; detail?: string }> => {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(notify.orderNo));
    if (!locked) return { outcome: 'refused', detail: 'unknown order' };
    if (notify.status === 'other') return { outcome: 'ignored' };
    if (notify.amount !== locked.amount) return { outcome: 'refused', detail: `amount ${notify.amount} ≠ ${locked.amount}` };

    if (notify.status === 'closed') {
      if (locked.state !== 'waiting') return { outcome: 'replay', detail: `already ${locked.state}` };
      await markCancelled(tx, locked, 'close', null, `${notify.channel}${notify.live ? '' : ' (sandbox)'}: closed`, incoming.now);
      return { outcome: 'applied' };
    }
    if (isPaidState(locked.state as OrderState)) {
      return locked.transactionId === notify.transactionId ? { outcome: 'replay' } : { outcome: 'late', detail: `paid again as ${notify.transactionId}` };
    }
    // A payment that arrives after the order closed (money taken for a closed order) is kept for a refund.
    const row = await closeIfOverdue(tx, locked, incoming.now);
    if (row.state !== 'waiting') return { outcome: 'late', detail: `order ${row.state}` };
    await markPaid(
      tx,
      row,
      'pay',
      { channel: notify.channel, live: notify.live, transactionId: notify.transactionId, paidAt: notify.paidAt ?? incoming.now, actorId: null, note: notify.live ? undefined : 'sandbox' },
      incoming.now,
    );
    return { outcome: 'applied' };
  });

  await recordNotification(db, { provider: provider.name, orderNo: notify.orderNo, outcome, detail, body: incoming.body, at: incoming.now });
  // A refused amount or an unknown order is answered as a failure (the provider retries and alerts); everything
  // else is accepted so the provider stops sending.
  return outcome === 'refused' ? provider.refused(detail ?? 'refused') : provider.accepted();
}
