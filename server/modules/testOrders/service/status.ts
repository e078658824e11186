import type { z } from 'zod';
import { MSG, type assignInput, type leaderInput, type TestOrderState, type testStatusInput } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { check, takeStep } from '../../../workflow/machine';
import { appendStep } from '../../../workflow/repository';
import { estimateFor } from '../../examine/service/estimate';
import { markCancelled } from '../../payment/service/ledger';
import { allOwnUploads } from '../../files/ownUploads';
import * as repo from '../repository/orders';
import { TEST_ORDER_SUBJECT, testOrderWorkflow } from '../workflow';
import { balanceAllowed, orderDetail } from './detail';
import { lockWithPayments, peekOrFail } from './locks';
import { noticeOf, sendTexts } from './notices';
import { lineRowOf, repriced } from './orders';
import { actorOf, oversees, viewerOf } from './parties';

type StatusInput = z.output<typeof testStatusInput>;
export type CloseAtProviders = (orderNo: string) => Promise<void>;

/** What a step writes on the order besides its state; its refusals (400) come first. */
async function valuesOf(tx: Parameters<typeof allOwnUploads>[0], user: SessionUser, row: repo.OrderRow, input: StatusInput, now: Date) {
  switch (input.action) {
    case 'submit':
      return { submittedAt: now };
    case 'cancel':
      return { cancelReason: input.note || null };
    case 'requestBalance':
      if (input.finalAmount === undefined || input.finalAmount <= row.amount) throw badRequest(MSG.finalAmountInvalid);
      if (!balanceAllowed(row)) throw conflict(MSG.testOrderStateRefused);
      return { finalAmount: input.finalAmount };
    case 'deliver': {
      const fileIds = [...new Set(input.fileIds)];
      if (fileIds.length === 0 || !(await allOwnUploads(tx, 'testReport', { companyId: user.companyId! }, fileIds))) {
        throw badRequest(MSG.reportRequired);
      }
      return { reportFileIds: fileIds };
    }
    default:
      return {};
  }
}

/**
 * Moves an order (`order/public/status`). The server decides who acts: the customer ('owner') submits, cancels
 * and confirms; the laboratory ('provider') receives, asks a balance and delivers. A step of the other party
 * answers 403, a step the state refuses 409. Cancelling closes the waiting ledger order in the same transaction.
 */
export async function changeStatus(db: Db, user: SessionUser, input: StatusInput, now: Date, closeAtProviders: CloseAtProviders) {
  const { texts, closed } = await db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, input.id);
    const actor = actorOf(await viewerOf(tx, user, peek));
    const { row, payment } = await lockWithPayments(tx, peek);
    const transition = testOrderWorkflow.transitions.find((candidate) => candidate.action === input.action);
    if (!transition || transition.by !== actor) throw forbidden();
    // The state refuses (409) before the step's own input is looked at (400).
    check(testOrderWorkflow, row.state as TestOrderState, input.action);
    const current = input.action === 'submit' ? await repriced(tx, row, now) : row;
    const values = await valuesOf(tx, user, current, input, now);
    const step = {
      subjectId: row.id,
      companyId: row.companyId,
      from: row.state as TestOrderState,
      action: input.action,
      actorId: user.userId,
      note: input.note || null,
      files: input.action === 'deliver' ? (values as { reportFileIds: string[] }).reportFileIds : [],
      at: now,
    };
    const moved = await takeStep(tx, testOrderWorkflow, step, (state) => repo.updateOrder(tx, row.id, { state, ...values }, now));
    let closedNo: string | null = null;
    if (moved.state === 'cancelled' && payment?.state === 'waiting') {
      await markCancelled(tx, payment, 'close', user.userId, 'detection order cancelled', now);
      closedNo = payment.orderNo;
    }
    return { texts: await noticeOf(tx, moved, input.action, now), closed: closedNo };
  });
  if (closed) await closeAtProviders(closed);
  await sendTexts(texts);
  return orderDetail(db, user, input.id);
}

/**
 * The platform (or a head overseeing both laboratories) gives an order not yet received to another approved
 * laboratory offering every item: still unpaid, it is re-priced and its waiting ledger order closed; paid, the
 * price stays. The timeline keeps an 'assign' note.
 */
export async function assignOrder(db: Db, user: SessionUser, input: z.output<typeof assignInput>, now: Date, closeAtProviders: CloseAtProviders) {
  const { texts, closed } = await db.transaction(async (tx) => {
    const peek = await peekOrFail(tx, input.id);
    if ((await viewerOf(tx, user, peek)) !== 'platform') throw forbidden();
    const { row, payment } = await lockWithPayments(tx, peek);
    if (row.state !== 'waiting' && row.state !== 'paid') throw conflict(MSG.testOrderNotAssignable);
    if (!(await oversees(tx, user, input.laboratoryId))) throw forbidden();
    // Throws 404 for a laboratory not approved, 409 'itemNotOffered' for one lacking an item.
    const estimate = await estimateFor(tx, input.laboratoryId, row.lines, now);
    const values =
      row.state === 'waiting'
        ? {
            laboratoryId: estimate.laboratoryId,
            lines: estimate.lines.map(lineRowOf),
            amount: estimate.amount,
            estimatedDays: estimate.estimatedDays,
            dueDate: estimate.dueDate,
          }
        : { laboratoryId: estimate.laboratoryId };
    const moved = await repo.updateOrder(tx, row.id, values, now);
    await appendStep(tx, {
      subject: TEST_ORDER_SUBJECT,
      subjectId: row.id,
      companyId: row.companyId,
      action: 'assign',
      fromState: row.state,
      toState: row.state,
      actorId: user.userId,
      note: estimate.laboratoryName,
      files: [],
      createdAt: now,
    });
    let closedNo: string | null = null;
    if (row.state === 'waiting' && payment?.state === 'waiting') {
      await markCancelled(tx, payment, 'close', user.userId, 'detection order re-priced for another laboratory', now);
      closedNo = payment.orderNo;
    }
    return { texts: await noticeOf(tx, moved, 'assign', now), closed: closedNo };
  });
  if (closed) await closeAtProviders(closed);
  await sendTexts(texts);
  return orderDetail(db, user, input.id);
}

/** The laboratory or the platform names the person in charge (a 'leader' note on the timeline). */
export async function nameLeader(db: Db, user: SessionUser, input: z.output<typeof leaderInput>, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, input.id);
    if (!row) throw notFound();
    const viewer = await viewerOf(tx, user, row);
    if (viewer !== 'laboratory' && viewer !== 'platform') throw forbidden();
    if (row.state === 'draft' || row.state === 'cancelled') throw conflict(MSG.testOrderStateRefused);
    await repo.updateOrder(tx, row.id, { leaderName: input.leaderName, leaderPhone: input.leaderPhone }, now);
    await appendStep(tx, {
      subject: TEST_ORDER_SUBJECT,
      subjectId: row.id,
      companyId: row.companyId,
      action: 'leader',
      fromState: row.state,
      toState: row.state,
      actorId: user.userId,
      note: `${input.leaderName} ${input.leaderPhone}`,
      files: [],
      createdAt: now,
    });
  });
  return orderDetail(db, user, input.id);
}
