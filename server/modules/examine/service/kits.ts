import type { z } from 'zod';
import { MSG, type CapabilityKind, type KitState, type kitSaveInput, type TestKit, type TestKitDetail } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { conflict, notFound } from '../../../http/errors';
import { nextActions, takeStep, type Actor } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import { itemsByIds } from '../repository/items';
import { NO_OFFER, offerSummaries } from '../repository/offers';
import * as kits from '../repository/kits';
import { kitWorkflow } from '../workflow';
import { notify } from '../../notifications/service';

/**
 * Test kits: a user's own (private until published, then audited), the audit queue, the platform's (`common`)
 * kits, and what the public sees (platform kits and approved users' kits). Another user's kit, or a kit the caller
 * may not see, answers 404 like a missing one.
 */
type KitInput = z.output<typeof kitSaveInput>;
type Query = kits.Paging & { keyword?: string; state?: KitState };

const missingKit = () => notFound(MSG.kitNotFound);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Kits in the contract's shape: their items as the catalogue names them, and reference price and days from approved offers. */
async function toKits(db: Pick<Db, 'select'>, found: kits.KitWithOwner[]): Promise<TestKit[]> {
  const itemIds = [...new Set(found.flatMap(({ row }) => row.items.map((item) => item.itemId)))];
  const [items, offers] = await Promise.all([itemsByIds(db, itemIds), offerSummaries(db, itemIds)]);
  return found.map(({ row, ownerName }) => {
    const kitItems = row.items.flatMap((entry) => {
      const item = items.get(entry.itemId);
      // An item removed from the catalogue drops out of the kit's view.
      if (!item) return [];
      return [{ itemId: item.id, condition: entry.condition, code: item.code, kind: item.kind as CapabilityKind, nameZh: item.nameZh, nameEn: item.nameEn, standards: item.standards }];
    });
    const summaries = kitItems.map((item) => offers.get(item.itemId) ?? NO_OFFER);
    const complete = summaries.length > 0 && summaries.every((summary) => summary.minPrice !== null);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as TestKit['kind'],
      description: row.description,
      common: row.common,
      isPublic: row.common || row.state !== 'private',
      state: row.state as KitState,
      rejectReason: row.rejectReason,
      items: kitItems,
      referencePrice: complete ? summaries.reduce((sum, summary) => sum + (summary.minPrice ?? 0), 0) : null,
      referenceDays: complete ? Math.max(...summaries.map((summary) => summary.minCycleDays ?? 0)) : null,
      ownerName: row.common ? null : ownerName,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
      submitTime: iso(row.submittedAt),
    };
  });
}

const toKit = async (db: Pick<Db, 'select'>, found: kits.KitWithOwner) => (await toKits(db, [found]))[0];

async function pageOf(db: Pick<Db, 'select'>, result: Promise<{ rows: kits.KitWithOwner[]; total: number }>, paging: kits.Paging) {
  const { rows, total } = await result;
  return { list: await toKits(db, rows), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

async function detailOf(db: Db, found: kits.KitWithOwner | undefined, by: Actor): Promise<TestKitDetail> {
  if (!found) throw missingKit();
  return {
    ...(await toKit(db, found)),
    nextActions: nextActions(kitWorkflow, found.row.state as KitState, by),
    history: await historyOf(db, kits.KIT_SUBJECT, found.row.id),
  };
}

/** The kit's rows from the input: every item must be in the catalogue (404); the kind follows from the items. */
async function kitValues(db: Pick<Db, 'select'>, input: KitInput): Promise<kits.KitValues> {
  const items = await itemsByIds(
    db,
    input.items.map((item) => item.itemId),
  );
  const kinds = new Set(
    input.items.map((entry) => {
      const item = items.get(entry.itemId);
      if (!item) throw notFound();
      return item.kind;
    }),
  );
  const kind = kinds.size > 1 ? 'mixed' : [...kinds][0];
  return { name: input.name, description: input.description, kind, items: input.items.map(({ itemId, condition }) => ({ itemId, condition })) };
}

// ---- the owner's kits (/my/checkBag)

export const listOwnKits = (db: Db, user: SessionUser, query: Query) => pageOf(db, kits.pageOfOwner(db, user.userId, query), query);

export const ownKitDetail = async (db: Db, user: SessionUser, id: number) => detailOf(db, await kits.findOfOwner(db, user.userId, id), 'owner');

/**
 * Creates a private kit, or changes one of the caller's: an approved kit goes back to review (`resubmit`, a
 * history row); any other state stays as it is (a kit under review is reviewed with the change).
 */
export async function saveOwnKit(db: Db, user: SessionUser, input: KitInput, now: Date) {
  const values = await kitValues(db, input);
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      return kits.insertKit(tx, { ...values, ownerId: user.userId, companyId: user.companyId, common: false, state: 'private' }, now);
    }
    const row = await kits.lockOfOwner(tx, user.userId, input.id);
    if (!row) throw missingKit();
    const from = row.state as KitState;
    if (from !== 'approved') {
      await kits.updateKit(tx, row.id, values, now);
      return row.id;
    }
    const step = { subjectId: row.id, companyId: row.companyId, from, action: 'resubmit', actorId: user.userId, at: now } as const;
    await takeStep(tx, kitWorkflow, step, (state) => kits.updateKit(tx, row.id, { ...values, state, submittedAt: now, rejectReason: null }, now));
    return row.id;
  });
  return ownKitDetail(db, user, id);
}

export async function deleteOwnKit(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const row = await kits.lockOfOwner(tx, user.userId, id);
    if (!row) throw missingKit();
    if (row.state === 'pending') throw conflict(MSG.kitNotDeletable);
    await kits.deleteKit(tx, id);
  });
}

/** publish (→ pending: the submission time starts the queue's order, a former reason is cleared) or revoke. */
export async function stepOwnKit(db: Db, user: SessionUser, id: number, action: 'publish' | 'revoke', now: Date) {
  await db.transaction(async (tx) => {
    const row = await kits.lockOfOwner(tx, user.userId, id);
    if (!row) throw missingKit();
    const step = { subjectId: id, companyId: row.companyId, from: row.state as KitState, action, actorId: user.userId, at: now } as const;
    const published = action === 'publish' ? { submittedAt: now, rejectReason: null } : {};
    await takeStep(tx, kitWorkflow, step, (state) => kits.updateKit(tx, id, { state, ...published }, now));
  });
  return ownKitDetail(db, user, id);
}

// ---- the audit queue

export const listAuditKits = (db: Db, query: Query) => pageOf(db, kits.pageForAudit(db, query), query);

export const auditKitDetail = async (db: Db, id: number) => detailOf(db, await kits.findForAudit(db, id), 'auditor');

/** Approves (reason null) or rejects with a reason a kit under review (409 kitNotPending otherwise). */
export async function reviewKit(db: Db, reviewer: SessionUser, id: number, reason: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const row = await kits.lockForAudit(tx, id);
    if (!row) throw missingKit();
    const action = reason === null ? 'approve' : 'reject';
    const step = { subjectId: id, companyId: row.companyId, from: row.state as KitState, action, actorId: reviewer.userId, note: reason, at: now } as const;
    await takeStep(tx, kitWorkflow, step, (state) => kits.updateKit(tx, id, { state, rejectReason: reason, reviewedAt: now }, now));
    if (row.ownerId !== null) await notify(tx, [row.ownerId], { subject: kits.KIT_SUBJECT, subjectId: id, event: action, params: { name: row.name, reason: reason ?? '' } }, now);
  });
  return auditKitDetail(db, id);
}

// ---- the platform's kits (public at once, no audit)

export const listCommonKits = (db: Db, query: Query) => pageOf(db, kits.pageOfCommon(db, query), query);

export async function saveCommonKit(db: Db, input: KitInput, now: Date) {
  const values = await kitValues(db, input);
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) return kits.insertKit(tx, { ...values, ownerId: null, companyId: null, common: true, state: 'approved' }, now);
    const row = await kits.lockCommon(tx, input.id);
    if (!row) throw missingKit();
    await kits.updateKit(tx, row.id, values, now);
    return row.id;
  });
  const found = await kits.findCommon(db, id);
  if (!found) throw missingKit();
  return toKit(db, found);
}

export async function deleteCommonKit(db: Db, id: number) {
  await db.transaction(async (tx) => {
    if (!(await kits.lockCommon(tx, id))) throw missingKit();
    await kits.deleteKit(tx, id);
  });
}

// ---- everyone

export const listPublicKits = (db: Db, query: Query) => pageOf(db, kits.pageOfPublic(db, query), query);

export async function publicKitDetail(db: Db, id: number) {
  const found = await kits.findPublic(db, id);
  if (!found) throw missingKit();
  return toKit(db, found);
}
