import { inArray } from 'drizzle-orm';
import { PAYABLE_STATES, type OrderViewer, type TestOrder, type TestOrderAction, type TestOrderDetail, type TestOrderState } from '@contract';
import type { Db } from '../../../db/client';
import { paymentOrders } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/auth';
import { notFound } from '../../../http/errors';
import { nextActions } from '../../../workflow/machine';
import { filesOf, timelineOf } from '../repository/files';
import { findOrder, type OrderRow } from '../repository/orders';
import { testOrderWorkflow } from '../workflow';
import { actorOf, viewerOf } from './parties';

type Reader = Pick<Db, 'select'>;

/** Reports are the customer's side's once payment is confirmed, and not while a balance is owed (spec §6). */
export const reportsHiddenFor = (viewer: OrderViewer, row: Pick<OrderRow, 'paidAt' | 'state'>) =>
  (viewer === 'customer' || viewer === 'company') && (row.paidAt === null || row.state === 'balance');

/** Fen still to pay: the amount while waiting, the difference while a balance is asked, else 0. */
export function amountDue(row: Pick<OrderRow, 'state' | 'amount' | 'finalAmount'>) {
  if (row.state === 'waiting') return row.amount;
  if (row.state === 'balance') return (row.finalAmount ?? row.amount) - row.amount;
  return 0;
}

/** A laboratory asks a balance once: after a paid balance, the final amount is settled. */
export const balanceAllowed = (row: Pick<OrderRow, 'balancePaidAt'>) => row.balancePaidAt === null;

function actionsOf(row: OrderRow, viewer: OrderViewer): TestOrderAction[] {
  const actor = actorOf(viewer);
  if (!actor) return [];
  const actions = nextActions(testOrderWorkflow, row.state as TestOrderState, actor).filter(
    (action) => action !== 'requestBalance' || balanceAllowed(row),
  );
  if (viewer === 'customer' && PAYABLE_STATES.includes(row.state as TestOrderState)) actions.push('pay');
  return actions;
}

async function orderNumbers(db: Reader, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: paymentOrders.id, orderNo: paymentOrders.orderNo }).from(paymentOrders).where(inArray(paymentOrders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
}

/** The order as `viewer` sees it: what it may do now, the timeline with its files, the reports once visible. */
export async function detailFor(db: Reader, row: OrderRow, order: TestOrder, viewer: OrderViewer): Promise<TestOrderDetail> {
  const hidden = reportsHiddenFor(viewer, row);
  const [history, reports, vouchers, numbers] = await Promise.all([
    timelineOf(db, row.id),
    hidden ? Promise.resolve([]) : filesOf(db, row.reportFileIds),
    filesOf(db, row.paymentRecords.flatMap((record) => (record.fileId ? [record.fileId] : []))),
    orderNumbers(db, [row.paymentOrderId, row.balanceOrderId]),
  ]);
  const voucherById = new Map(vouchers.map((file) => [file.id, file]));
  const platform = viewer === 'platform';
  return {
    ...order,
    viewer,
    nextActions: actionsOf(row, viewer),
    canAssign: platform && (row.state === 'waiting' || row.state === 'paid'),
    canLead: (platform || viewer === 'laboratory') && row.state !== 'draft' && row.state !== 'cancelled',
    lines: row.lines.map((line) => ({ ...line, kind: line.kind as 'detection' | 'preparation', amount: line.unitPrice * line.quantity })),
    samples: row.samples,
    address: row.address,
    addressId: row.addressId,
    remarks: row.remarks,
    amountDue: amountDue(row),
    paymentOrderNo: row.paymentOrderId === null ? null : (numbers.get(row.paymentOrderId) ?? null),
    balanceOrderNo: row.balanceOrderId === null ? null : (numbers.get(row.balanceOrderId) ?? null),
    balancePayTime: row.balancePaidAt?.toISOString() ?? null,
    paymentRecords: row.paymentRecords.map((record) => ({
      id: record.id,
      amount: record.amount,
      payer: record.payer,
      paidOn: record.paidOn,
      note: record.note,
      file: record.fileId ? (voucherById.get(record.fileId) ?? null) : null,
      createTime: record.createdAt,
      confirmTime: record.confirmedAt,
    })),
    reports,
    reportsHidden: hidden,
    cancelReason: row.cancelReason,
    evaluationText: row.evaluationText,
    evaluateTime: row.evaluatedAt?.toISOString() ?? null,
    // Until the reports are the customer's, the delivery step shows no files either.
    history: hidden ? history.map((step) => (step.action === 'deliver' ? { ...step, files: [] } : step)) : history,
  };
}

/** An order the caller may see, with who it is to it; 404 otherwise. */
export async function orderFor(db: Reader, user: SessionUser, id: number) {
  const found = await findOrder(db, id);
  if (!found) throw notFound();
  const viewer = await viewerOf(db, user, found.row);
  return { ...found, viewer };
}

export async function orderDetail(db: Reader, user: SessionUser, id: number) {
  const { row, order, viewer } = await orderFor(db, user, id);
  return detailFor(db, row, order, viewer);
}

/** The timeline alone (`order/public/process`). */
export async function orderProcess(db: Reader, user: SessionUser, id: number) {
  return (await orderDetail(db, user, id)).history;
}
