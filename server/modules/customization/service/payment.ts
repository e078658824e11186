import { eq } from 'drizzle-orm';
import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { paymentOrders } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/auth';
import { conflict } from '../../../http/errors';
import { notePaidAside } from '../../../workflow/repository';
import * as ledgerOrders from '../../payment/repository/orders';
import { markCancelled, orderOnce, whenPaid } from '../../payment/service/ledger';
import type { CustomContext } from '../context';
import { findOrder, lockOrder, updateOrder, type CustomOrderRow } from '../repository/orders';
import { CUSTOM_SUBJECT } from '../workflow';
import { balanceOf, payableOf } from './detail';
import { notifyBuyer } from './notices';
import { requireViewer } from './parties';
import { takeCustomStep } from './steps';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The amount (fen) of what is payable. */
const amountOf = (row: CustomOrderRow, payable: 'deposit' | 'balance') => (payable === 'deposit' ? row.depositAmount : balanceOf(row));

/** A payment that reaches an order no longer waiting for it (cancelled meanwhile): a timeline note, refunded by hand. */
const paidAside = (tx: Tx, row: CustomOrderRow, action: 'payDeposit' | 'payBalance', order: ledgerOrders.OrderRow, now: Date) =>
  notePaidAside(tx, { subject: CUSTOM_SUBJECT, subjectId: row.id, companyId: row.companyId, action, state: row.state, orderNo: order.orderNo, at: now });

/**
 * The ledger marks its order paid and, in the same transaction (payment order locked first, then this order),
 * takes the order's step: the deposit starts executing, the balance lets delivery go ahead. A replayed notify
 * finds the step taken and changes nothing; the buyer is notified of the payment.
 */
function paidHandler(payable: 'deposit' | 'balance') {
  const action = payable === 'deposit' ? 'payDeposit' : 'payBalance';
  return async (tx: Tx, order: ledgerOrders.OrderRow, now: Date) => {
    const row = await lockOrder(tx, Number(order.itemRef));
    if (!row) return;
    const paidBy = payable === 'deposit' ? row.depositOrderId : row.balanceOrderId;
    const paidAt = payable === 'deposit' ? row.depositPaidAt : row.balancePaidAt;
    if (paidAt && paidBy === order.id) return;
    if (payableOf(row) !== payable || order.amount !== amountOf(row, payable)) return paidAside(tx, row, action, order, now);
    const when = order.paidAt ?? now;
    const values = payable === 'deposit' ? { depositPaidAt: when, depositOrderId: order.id } : { balancePaidAt: when, balanceOrderId: order.id };
    const paid = await takeCustomStep(tx, row, { action, actorId: null, note: order.orderNo, at: now }, () => values);
    await notifyBuyer(tx, paid, action, now);
  };
}

whenPaid('customDeposit', paidHandler('deposit'));
whenPaid('customBalance', paidHandler('balance'));

/**
 * The buyer pays what is due (`material/custom/pay`): its waiting ledger order is answered again, or a new one is
 * opened (an overdue one is closed and replaced) and recorded on the order. Locks in the ledger's order: the
 * order's payment orders first, then the order, so a payment arriving meanwhile takes turns instead of
 * deadlocking. Answers the order number the payment page takes.
 */
export async function payCustomOrder(context: CustomContext, user: SessionUser, id: number) {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const peek = requireViewer(user, await findOrder(tx, id), 'buyer');
    for (const paymentId of [peek.depositOrderId, peek.balanceOrderId]) {
      if (paymentId !== null) await ledgerOrders.lockOrder(tx, eq(paymentOrders.id, paymentId));
    }
    const row = await lockOrder(tx, id);
    // Another payment order was recorded in between: the caller tries again.
    if (!row || row.depositOrderId !== peek.depositOrderId || row.balanceOrderId !== peek.balanceOrderId) throw conflict(MSG.customStateRefused);
    const payable = payableOf(row);
    if (!payable) throw conflict(MSG.customNothingToPay);
    const deposit = payable === 'deposit';
    const order = await orderOnce(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: deposit ? 'customDeposit' : 'customBalance',
      itemRef: String(row.id),
      itemName: `${row.orderNo} ${row.name} ${deposit ? '定金 deposit' : '尾款 balance'}`,
      unitPrice: amountOf(row, payable)!,
      quantity: 1,
      discounts: [],
      now,
    });
    if (order.id !== (deposit ? row.depositOrderId : row.balanceOrderId)) {
      await updateOrder(tx, row.id, deposit ? { depositOrderId: order.id } : { balanceOrderId: order.id }, now);
    }
    return { orderNo: order.orderNo };
  });
}

/**
 * Locks an order for a step the way the ledger locks it (its deposit order first, then the order), so a step that
 * cancels can close the deposit order still waiting, while a payment arriving meanwhile takes turns instead of
 * deadlocking. Answers the order (checked to be `side`'s) and its deposit order.
 */
export async function lockForStep(tx: Tx, user: SessionUser, id: number, side: 'buyer' | 'platform') {
  const peek = requireViewer(user, await findOrder(tx, id), side);
  const deposit = peek.depositOrderId === null ? undefined : await ledgerOrders.lockOrder(tx, eq(paymentOrders.id, peek.depositOrderId));
  const row = await lockOrder(tx, id);
  if (!row || row.depositOrderId !== peek.depositOrderId) throw conflict(MSG.customStateRefused);
  return { row, deposit };
}

/** A cancelled order's deposit order still waiting is closed with it; answers its number to close at the providers. */
export async function closeWaitingDeposit(tx: Tx, cancelled: CustomOrderRow, deposit: ledgerOrders.OrderRow | undefined, actorId: number, now: Date) {
  if (cancelled.state !== 'cancelled' || deposit?.state !== 'waiting') return null;
  await markCancelled(tx, deposit, 'close', actorId, 'customization order cancelled', now);
  return deposit.orderNo;
}
