import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MSG, TEST_LIMITS, type paymentRecordInput, type paymentRecordRef, type TestOrderState } from '@contract';
import type { Db } from '../../../db/client';
import type { PaymentRecordRow } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { check, takeStep } from '../../../workflow/machine';
import { appendStep, notePaidAside } from '../../../workflow/repository';
import { dueDateFrom } from '../../examine/service/calendar';
import { markPaid, orderOnce, whenPaid } from '../../payment/service/ledger';
import type { OrderRow as LedgerOrder } from '../../payment/repository/orders';
import { allOwnUploads } from '../../files/ownUploads';
import * as repo from '../repository/orders';
import { TEST_ORDER_SUBJECT, testOrderWorkflow } from '../workflow';
import { amountDue, orderDetail } from './detail';
import { lockWithPayments, peekOrFail, type Tx } from './locks';
import { noticeOf, sendTexts, sendTextsWhenCommitted } from './notices';
import { viewerOf } from './parties';

/**
 * An order is paid through the payment ledger: the first payment (kind 'testOrder', item = the order's id) while
 * waiting, the balance (kind 'testBalance', item = '<order id>:<final amount>') while a balance is asked. The
 * ledger marks its order paid and, in the same transaction, these handlers take the order's step ('pay' or
 * 'payBalance'). A replayed notify finds the step taken and changes nothing; a payment reaching an order in
 * another state (cancelled meanwhile) changes nothing but a timeline note: the money is refunded by hand.
 */
const paidAside = (tx: Tx, row: repo.OrderRow, order: LedgerOrder, now: Date) =>
  notePaidAside(tx, { subject: TEST_ORDER_SUBJECT, subjectId: row.id, companyId: row.companyId, action: 'pay', state: row.state, orderNo: order.orderNo, at: now });

whenPaid('testOrder', async (tx, order, now) => {
  const row = await repo.lockOrder(tx, Number(order.itemRef));
  if (!row || (row.paidAt && row.paymentOrderId === order.id)) return;
  if (row.state !== 'waiting' || order.amount !== row.amount) return paidAside(tx, row, order, now);
  const paidAt = order.paidAt ?? now;
  const { dueDate } = await dueDateFrom(tx, paidAt, row.estimatedDays);
  const step = { subjectId: row.id, companyId: row.companyId, from: 'waiting', action: 'pay', actorId: null, note: order.orderNo, at: now } as const;
  const paid = await takeStep(tx, testOrderWorkflow, step, (state) => repo.updateOrder(tx, row.id, { state, paidAt, dueDate, paymentOrderId: order.id }, now));
  sendTextsWhenCommitted(await noticeOf(tx, paid, 'pay', now));
});

whenPaid('testBalance', async (tx, order, now) => {
  const row = await repo.lockOrder(tx, Number(order.itemRef.split(':')[0]));
  if (!row || (row.balancePaidAt && row.balanceOrderId === order.id)) return;
  if (row.state !== 'balance' || order.amount !== amountDue(row)) return paidAside(tx, row, order, now);
  const step = { subjectId: row.id, companyId: row.companyId, from: 'balance', action: 'payBalance', actorId: null, note: order.orderNo, at: now } as const;
  const paid = await takeStep(tx, testOrderWorkflow, step, (state) =>
    repo.updateOrder(tx, row.id, { state, balancePaidAt: order.paidAt ?? now, balanceOrderId: order.id }, now),
  );
  sendTextsWhenCommitted(await noticeOf(tx, paid, 'payBalance', now));
});

/**
 * The ledger order of the amount due, for the customer (userId): the waiting one answered again, or a new one.
 * Records it on the order. The caller holds the locks (payment orders first, then the order).
 */
async function dueOrder(tx: Tx, row: repo.OrderRow, buyer: { userId: number; companyId: number | null }, now: Date) {
  const balance = row.state === 'balance';
  check(testOrderWorkflow, row.state as TestOrderState, balance ? 'payBalance' : 'pay');
  const order = await orderOnce(tx, {
    userId: buyer.userId,
    companyId: buyer.companyId,
    kind: balance ? 'testBalance' : 'testOrder',
    itemRef: balance ? `${row.id}:${row.finalAmount}` : String(row.id),
    itemName: `${row.orderNo} ${row.projectName}`.slice(0, 200),
    unitPrice: amountDue(row),
    quantity: 1,
    discounts: [],
    now,
  });
  const current = balance ? row.balanceOrderId : row.paymentOrderId;
  if (order.id !== current) await repo.updateOrder(tx, row.id, balance ? { balanceOrderId: order.id } : { paymentOrderId: order.id }, now);
  return order;
}

/** The customer pays what is due (`order/public/pay`): answers the ledger order's number for the payment page. */
export async function payOrder(db: Db, user: SessionUser, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, id);
    if ((await viewerOf(tx, user, peek)) !== 'customer') throw forbidden();
    const { row } = await lockWithPayments(tx, peek);
    if (row.state !== 'waiting' && row.state !== 'balance') throw conflict(MSG.testOrderNotPayable);
    const order = await dueOrder(tx, row, { userId: user.userId, companyId: user.companyId }, now);
    return { orderNo: order.orderNo };
  });
}

type RecordInput = z.output<typeof paymentRecordInput>;

/** The customer records an offline transfer (amount, payer, date, voucher) for the platform to confirm. */
export async function savePaymentRecord(db: Db, user: SessionUser, input: RecordInput, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, input.orderId);
    if (!row) throw notFound();
    if ((await viewerOf(tx, user, row)) !== 'customer') throw forbidden();
    if (row.state !== 'waiting' && row.state !== 'balance') throw conflict(MSG.testOrderNotPayable);
    if (row.paymentRecords.length >= TEST_LIMITS.paymentRecordsMax) throw conflict(MSG.paymentRecordsMax, { max: TEST_LIMITS.paymentRecordsMax });
    if (input.fileId && !(await allOwnUploads(tx, 'paymentVoucher', { userId: user.userId }, [input.fileId]))) throw badRequest(MSG.paymentRecordInvalid);
    const record: PaymentRecordRow = {
      id: randomUUID(),
      amount: input.amount,
      payer: input.payer,
      paidOn: input.paidOn,
      note: input.note,
      fileId: input.fileId,
      createdAt: now.toISOString(),
      confirmedAt: null,
    };
    await repo.updateOrder(tx, row.id, { paymentRecords: [...row.paymentRecords, record] }, now);
    await appendStep(tx, {
      subject: TEST_ORDER_SUBJECT,
      subjectId: row.id,
      companyId: row.companyId,
      action: 'paymentRecord',
      fromState: row.state,
      toState: row.state,
      actorId: user.userId,
      note: `${input.payer} ${input.paidOn} ${input.amount}`,
      files: input.fileId ? [input.fileId] : [],
      createdAt: now,
    });
  });
  return orderDetail(db, user, input.orderId);
}

type RecordRef = z.output<typeof paymentRecordRef>;

/** The customer deletes a record the platform has not confirmed. */
export async function deletePaymentRecord(db: Db, user: SessionUser, input: RecordRef, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, input.orderId);
    if (!row) throw notFound();
    if ((await viewerOf(tx, user, row)) !== 'customer') throw forbidden();
    const record = row.paymentRecords.find((candidate) => candidate.id === input.recordId);
    if (!record) throw notFound(MSG.paymentRecordNotFound);
    if (record.confirmedAt) throw conflict(MSG.paymentRecordConfirmed);
    await repo.updateOrder(tx, row.id, { paymentRecords: row.paymentRecords.filter((candidate) => candidate !== record) }, now);
  });
  return orderDetail(db, user, input.orderId);
}

/**
 * The platform confirms a customer's transfer: the ledger order of the amount due (the customer's waiting one, or
 * a new one) is marked paid by 'confirmTransfer', so the same `whenPaid` handler moves the order; the record is
 * marked confirmed and the timeline gets a 'confirmTransfer' note with the voucher.
 */
export async function confirmPayment(db: Db, user: SessionUser, input: RecordRef, now: Date) {
  const texts = await db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, input.orderId);
    if ((await viewerOf(tx, user, peek)) !== 'platform') throw notFound();
    const { row } = await lockWithPayments(tx, peek);
    const record = row.paymentRecords.find((candidate) => candidate.id === input.recordId);
    if (!record) throw notFound(MSG.paymentRecordNotFound);
    if (record.confirmedAt) throw conflict(MSG.paymentRecordConfirmed);
    if (row.state !== 'waiting' && row.state !== 'balance') throw conflict(MSG.testOrderNotPayable);
    if (row.userId === null) throw conflict(MSG.testOrderNotPayable);
    const order = await dueOrder(tx, row, { userId: row.userId, companyId: row.companyId }, now);
    await markPaid(tx, order, 'confirmTransfer', { channel: 'transfer', live: false, transactionId: null, paidAt: now, actorId: user.userId, note: record.payer }, now);
    const after = await repo.lockOrder(tx, row.id);
    const records = after.paymentRecords.map((candidate) => (candidate.id === record.id ? { ...candidate, confirmedAt: now.toISOString() } : candidate));
    const confirmed = await repo.updateOrder(tx, row.id, { paymentRecords: records }, now);
    await appendStep(tx, {
      subject: TEST_ORDER_SUBJECT,
      subjectId: row.id,
      companyId: row.companyId,
      action: 'confirmTransfer',
      fromState: confirmed.state,
      toState: confirmed.state,
      actorId: user.userId,
      note: order.orderNo,
      files: record.fileId ? [record.fileId] : [],
      createdAt: now,
    });
    return noticeOf(tx, confirmed, 'confirmTransfer', now);
  });
  await sendTexts(texts);
  return orderDetail(db, user, input.orderId);
}
