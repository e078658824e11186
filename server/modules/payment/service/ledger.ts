import { randomBytes, randomInt } from 'node:crypto';
import { MSG, ORDER_PAY_MINUTES, type OrderAction, type OrderKind, type OrderState, type PayChannel } from '@contract';
import { conflict, notFound } from '../../../http/errors';
import type { Db } from '../../../db/client';
import { nextActions, takeStep, type Actor } from '../../../workflow/machine';
import * as repo from '../repository/orders';
import { ORDER_SUBJECT, orderWorkflow } from '../workflow';
import { notify } from '../../notifications/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The ledger's face to the modules that sell something: open an order, and be told when it is paid. A module
 * registers its `whenPaid` handler once; it runs inside the transaction that marks the order paid, so the
 * payment and what it buys (a VIP extension …) are one change, written once however many notifies arrive.
 */
type PaidHandler = (tx: Tx, order: repo.OrderRow, now: Date) => Promise<void>;
const paidHandlers = new Map<OrderKind, PaidHandler>();

export function whenPaid(kind: OrderKind, handler: PaidHandler) {
  paidHandlers.set(kind, handler);
}

/** 'AT', Beijing date and time to the second, six random digits. */
export function newOrderNo(now: Date) {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `AT${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type OrderRequest = Omit<repo.NewOrder, 'orderNo' | 'payToken' | 'expiresAt'>;

/** Unpaid orders one buyer may have open at once: enough for any real basket, not for flooding the ledger. */
export const WAITING_ORDERS_MAX = 20;

/** Opens a waiting order that closes by itself after 30 minutes unpaid. */
export async function openOrder(tx: Tx, request: OrderRequest) {
  if ((await repo.countWaiting(tx, request.userId, request.now)) >= WAITING_ORDERS_MAX) {
    throw conflict(MSG.tooManyWaitingOrders, { max: WAITING_ORDERS_MAX });
  }
  return repo.insertOrder(tx, {
    ...request,
    orderNo: newOrderNo(request.now),
    payToken: randomBytes(24).toString('base64url'),
    expiresAt: new Date(request.now.getTime() + ORDER_PAY_MINUTES * 60_000),
  });
}

/**
 * Something bought once per buyer (a document, a report): a paid order refuses a second purchase, a waiting one
 * is answered again instead of a second order, an overdue one is closed and replaced.
 */
export async function orderOnce(tx: Tx, request: OrderRequest) {
  const paid = await repo.paidOrderFor(tx, request.userId, request.kind, request.itemRef);
  if (paid) throw conflict(MSG.alreadyPurchased);
  const waiting = await repo.waitingOrderFor(tx, request.userId, request.kind, request.itemRef);
  if (waiting && waiting.expiresAt > request.now) return waiting;
  if (waiting) {
    const locked = await repo.lockOrder(tx, repo.byOrderNo(waiting.orderNo));
    if (locked) await closeIfOverdue(tx, locked, request.now);
  }
  return openOrder(tx, request);
}

/** What a module sells by id through a generic order call (`saveReportOrder`): its name and price for the buyer. */
export type Seller = (db: Db, buyer: { userId: number; companyId: number | null }, id: number) => Promise<{ itemName: string; unitPrice: number }>;
const sellers = new Map<OrderKind, Seller>();

/** Registers the module that sells `kind` (e.g. quality reports); until one does, its orders answer 404. */
export function sells(kind: OrderKind, seller: Seller) {
  sellers.set(kind, seller);
}

export async function orderSold(db: Db, kind: OrderKind, buyer: { userId: number; companyId: number | null }, id: number, now: Date) {
  const seller = sellers.get(kind);
  if (!seller) throw notFound();
  const { itemName, unitPrice } = await seller(db, buyer, id);
  return db.transaction((tx) =>
    orderOnce(tx, { userId: buyer.userId, companyId: buyer.companyId, kind, itemRef: String(id), itemName, unitPrice, quantity: 1, discounts: [], now }),
  );
}

export const actionsFor = (row: repo.OrderRow, by: Actor): OrderAction[] => nextActions(orderWorkflow, row.state as OrderState, by, row);

export interface Payment {
  channel: PayChannel;
  live: boolean;
  transactionId: string | null;
  paidAt: Date;
  actorId: number | null;
  note?: string;
}

/** Marks a locked waiting order paid (one history row) and gives the buying module its turn, in `tx`. */
export async function markPaid(tx: Tx, row: repo.OrderRow, action: 'pay' | 'confirmTransfer', payment: Payment, now: Date) {
  const step = { subjectId: row.id, companyId: row.companyId, from: row.state as OrderState, action, actorId: payment.actorId, note: payment.note, at: now };
  const paid = await takeStep(tx, orderWorkflow, step, (state) =>
    repo.updateOrder(tx, row.id, {
      state,
      channel: payment.channel,
      live: payment.live,
      transactionId: payment.transactionId,
      paidAt: payment.paidAt,
      updatedAt: now,
    }),
  );
  await paidHandlers.get(row.kind as OrderKind)?.(tx, paid, now);
  // The payer's receipt in the message centre (issue 19), unless the selling module already tells it of the payment.
  if (paid.userId !== null && !SELLERS_NOTIFY_PAYMENT.includes(row.kind as OrderKind)) {
    await notify(tx, [paid.userId], { subject: ORDER_SUBJECT, subjectId: paid.id, event: 'paid', params: { orderNo: paid.orderNo, name: paid.itemName } }, now);
  }
  return paid;
}

/** Order kinds whose selling module notifies the payer itself when paid (test orders, customization). */
const SELLERS_NOTIFY_PAYMENT: OrderKind[] = ['testOrder', 'testBalance', 'customDeposit', 'customBalance'];

/** Cancels a locked waiting order: the buyer ('cancel') or the platform ('close': expiry, the provider). */
export function markCancelled(tx: Tx, row: repo.OrderRow, action: 'cancel' | 'close', actorId: number | null, note: string | null, now: Date) {
  const step = { subjectId: row.id, companyId: row.companyId, from: row.state as OrderState, action, actorId, note, at: now };
  return takeStep(tx, orderWorkflow, step, (state) => repo.updateOrder(tx, row.id, { state, updatedAt: now }));
}

/** Ships a locked paid book order (auditor, the note names carrier and tracking number) or confirms its receipt (buyer). */
export function markShipment(tx: Tx, row: repo.OrderRow, action: 'ship' | 'receive', actorId: number, note: string | null, now: Date) {
  const step = { subjectId: row.id, companyId: row.companyId, from: row.state as OrderState, action, actorId, note, at: now, document: row };
  return takeStep(tx, orderWorkflow, step, (state) => repo.updateOrder(tx, row.id, { state, updatedAt: now }));
}

/** Closes a waiting order whose 30 minutes are up (locked in `tx`); answers the row as it now is. */
export async function closeIfOverdue(tx: Tx, row: repo.OrderRow, now: Date) {
  if (row.state !== 'waiting' || row.expiresAt > now) return row;
  return markCancelled(tx, row, 'close', null, 'expired', now);
}

/** Closes every overdue waiting order (the job queue runs this every minute); answers how many. */
export async function closeOverdue(db: Db, now: Date) {
  let closed = 0;
  for (const orderNo of await repo.overdueOrders(db, now)) {
    await db.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, repo.byOrderNo(orderNo));
      if (row && (await closeIfOverdue(tx, row, now)) !== row) closed += 1;
    });
  }
  return closed;
}
