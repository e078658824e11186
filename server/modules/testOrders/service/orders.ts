import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  MSG,
  type kitOrderInput,
  type OrderLine,
  type TestOrderKind,
  type TestOrderState,
  type testEvaluationInput,
  type testOrderInput,
} from '@contract';
import type { Db } from '../../../db/client';
import type { OrderLineRow } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import { estimateFor } from '../../examine/service/estimate';
import * as repo from '../repository/orders';
import { kitRow, laboratoryRow, ownAddress } from '../repository/people';
import { testOrderWorkflow } from '../workflow';
import { orderDetail } from './detail';
import { type Tx } from './locks';
import { noticeOf, sendTexts, type PendingText } from './notices';
import { requireActor, viewerOf } from './parties';

type OrderInput = z.output<typeof testOrderInput> & { kitId?: number };
export type KitOrderInput = z.output<typeof kitOrderInput>;

/** 'JC' or 'JCB', the Beijing date and time to the second, four random digits. */
export function newTestOrderNo(kind: TestOrderKind, now: Date) {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${kind}${beijing}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

export const lineRowOf = (line: OrderLine): OrderLineRow => ({
  itemId: line.itemId,
  capabilityId: line.capabilityId,
  kind: line.kind,
  nameZh: line.nameZh,
  nameEn: line.nameEn,
  standard: line.standard,
  condition: line.condition,
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  cycleDays: line.cycleDays,
});

/**
 * Every rule of an order but its own state (spec §5): the address is one of the caller's; a kit is the caller's
 * own or a public one, and every line's item is in it; the laboratory is approved and offers every item, priced
 * by the server (never the browser).
 */
async function checked(db: Pick<Db, 'select'>, user: SessionUser, input: OrderInput, now: Date) {
  // A laboratory's own accounts do not order from it (its tests are its own work, not an order it serves).
  const laboratory = await laboratoryRow(db, input.laboratoryId);
  if (laboratory && user.companyId !== null && laboratory.companyId === user.companyId) throw conflict(MSG.testOrderOwnLaboratory);
  const address = await ownAddress(db, user.userId, input.addressId);
  if (!address) throw badRequest(MSG.shippingAddressRequired);
  let kit: Awaited<ReturnType<typeof kitRow>> | undefined;
  if (input.kitId !== undefined) {
    kit = await kitRow(db, input.kitId);
    const visible = kit && (kit.ownerId === user.userId || kit.common || kit.state === 'approved');
    if (!kit || !visible) throw notFound(MSG.kitNotFound);
    if (input.lines.length === 0) throw badRequest(MSG.keepOneItem);
    const inKit = new Set(kit.items.map((item) => item.itemId));
    if (input.lines.some((line) => !inKit.has(line.itemId))) throw badRequest(MSG.itemNotInKit);
  }
  const estimate = await estimateFor(db, input.laboratoryId, input.lines, now);
  const snapshot = { consignee: address.consignee, telephone: address.telephone, locationName: address.locationName, detail: address.detail };
  return { estimate, address: snapshot, kit };
}

/** `examine/order/preview`: the order as it would be placed, and its estimate; nothing is saved. */
export async function previewOrder(db: Db, user: SessionUser, input: OrderInput, now: Date) {
  const { estimate, address } = await checked(db, user, input, now);
  const sampleCount = input.samples.reduce((sum, sample) => sum + sample.count, 0);
  return { ...estimate, projectName: input.projectName, address, samples: input.samples, sampleCount };
}

/**
 * Saves a draft (new, or the caller's own draft by `id`) or places it (`submit`: waiting for payment, the
 * laboratory told). Another user's order answers 404, an own order no longer a draft 409.
 */
export async function saveOrder(db: Db, user: SessionUser, kind: TestOrderKind, input: OrderInput, now: Date) {
  if (input.id !== undefined && (await repo.peekOrder(db, input.id))?.userId !== user.userId) throw notFound();
  const { estimate, address, kit } = await checked(db, user, input, now);
  const values = {
    kind,
    kitId: kit?.id ?? null,
    kitName: kit?.name ?? null,
    batch: input.batch,
    projectName: input.projectName,
    laboratoryId: estimate.laboratoryId,
    lines: estimate.lines.map(lineRowOf),
    samples: input.samples,
    addressId: input.addressId,
    address,
    remarks: input.remarks,
    amount: estimate.amount,
    estimatedDays: estimate.estimatedDays,
    dueDate: estimate.dueDate,
  };
  const { id, texts } = await db.transaction(async (tx) => {
    let row: repo.OrderRow;
    if (input.id !== undefined) {
      const found = await repo.lockOrder(tx, input.id);
      if (!found || found.userId !== user.userId) throw notFound();
      if (found.state !== 'draft') throw conflict(MSG.testOrderNotEditable);
      row = await repo.updateOrder(tx, found.id, values, now);
    } else {
      row = await repo.insertOrder(tx, {
        ...values,
        orderNo: newTestOrderNo(kind, now),
        userId: user.userId,
        companyId: user.companyId,
        state: 'draft',
        createdAt: now,
        updatedAt: now,
      });
    }
    return { id: row.id, texts: input.submit ? await submitDraft(tx, user, row, now) : [] };
  });
  await sendTexts(texts);
  return orderDetail(db, user, id);
}

/** Places a locked draft: 'submit' (draft → waiting), the customer and the laboratory told. */
export async function submitDraft(tx: Tx, user: SessionUser, row: repo.OrderRow, now: Date): Promise<PendingText[]> {
  const step = { subjectId: row.id, companyId: row.companyId, from: row.state as TestOrderState, action: 'submit', actorId: user.userId, at: now } as const;
  const placed = await takeStep(tx, testOrderWorkflow, step, (state) => repo.updateOrder(tx, row.id, { state, submittedAt: now }, now));
  return noticeOf(tx, placed, 'submit', now);
}

/** Re-prices a draft placed from its detail (the catalogue and prices may have changed since it was saved). */
export async function repriced(tx: Tx, row: repo.OrderRow, now: Date) {
  const estimate = await estimateFor(tx, row.laboratoryId, row.lines, now);
  return repo.updateOrder(
    tx,
    row.id,
    { lines: estimate.lines.map(lineRowOf), amount: estimate.amount, estimatedDays: estimate.estimatedDays, dueDate: estimate.dueDate },
    now,
  );
}

const DELETABLE: readonly string[] = ['draft', 'cancelled'];

/** Deletes a draft or cancelled order: the customer's own (`examine/order/delete`) or any (the platform). History rows stay. */
export async function removeOrder(db: Db, user: SessionUser, id: number, by: 'customer' | 'platform') {
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, id);
    if (!row || (by === 'customer' && row.userId !== user.userId)) throw notFound();
    if (!DELETABLE.includes(row.state)) throw conflict(MSG.testOrderNotDeletable);
    await repo.deleteOrder(tx, row.id);
  });
  return null;
}

/** The customer evaluates a completed order, once (a second evaluation finds it evaluated: 409). */
export async function evaluateOrder(db: Db, user: SessionUser, input: z.output<typeof testEvaluationInput>, now: Date) {
  const texts = await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, input.id);
    if (!row) throw notFound();
    requireActor(await viewerOf(tx, user, row), 'owner');
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as TestOrderState, action: 'evaluate', actorId: user.userId, at: now } as const;
    const evaluated = await takeStep(tx, testOrderWorkflow, step, (state) =>
      repo.updateOrder(tx, row.id, { state, evaluationStars: input.stars, evaluationText: input.text, evaluatedAt: now }, now),
    );
    return noticeOf(tx, evaluated, 'evaluate', now);
  });
  await sendTexts(texts);
  return orderDetail(db, user, input.id);
}
