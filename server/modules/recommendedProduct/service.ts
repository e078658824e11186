import { z } from 'zod';
import { MSG, type Product, type ProductState, type productInput } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../http/errors';
import { check, nextActions, takeStep, type Actor } from '../../workflow/machine';
import { historyOf } from '../../workflow/repository';
import { requireBasicInformation } from '../company/service/guard';
import { findFile } from '../files/repository';
import { removeIfUnused } from '../files/service';
import { notifySubmitter } from '../notifications/service';
import * as repo from './repository';
import { productWorkflow } from './workflow';

type ProductInput = z.output<typeof productInput>;

/** The caller's company, once its basic information is saved (every product call starts here). */
const companyOf = (db: Db, user: SessionUser) => requireBasicInformation(db, user.companyId);

async function found<T>(value: Promise<T | undefined>): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound();
  return result;
}

/** A product with the steps `by` may take now and its history (the screens offer exactly these). */
async function detailOf(db: Db, product: Product, by: Actor) {
  return {
    ...product,
    nextActions: nextActions(productWorkflow, product.state, by),
    history: await historyOf(db, repo.PRODUCT_SUBJECT, product.id),
  };
}

const companyDetail = async (db: Db, companyId: number, id: number) =>
  detailOf(db, await found(repo.findCompanyProduct(db, companyId, id)), 'owner');

export async function listProducts(db: Db, user: SessionUser, query: Parameters<typeof repo.listCompanyProducts>[2]) {
  const page = await repo.listCompanyProducts(db, await companyOf(db, user), query);
  return { ...page, list: page.list.map((product) => ({ ...product, nextActions: nextActions(productWorkflow, product.state, 'owner') })) };
}

export async function getProduct(db: Db, user: SessionUser, id: number) {
  return companyDetail(db, await companyOf(db, user), id);
}

/** The picture must be a product picture uploaded for this company. */
async function checkPicture(db: Pick<Db, 'select' | 'insert' | 'delete'>, companyId: number, pictureId: string) {
  const file = await findFile(db, pictureId);
  if (!file || file.purpose !== 'productPicture' || file.companyId !== companyId) throw badRequest(MSG.productPictureInvalid);
}

/**
 * Creates a draft, or updates one of the company's products: an edit keeps a draft's or a rejected product's
 * state (and the reason until it is submitted again); a revision takes an approved product back to draft.
 */
export async function saveProduct(db: Db, storage: FileStorage, user: SessionUser, input: ProductInput, now: Date) {
  const companyId = await companyOf(db, user);
  const { id, ...values } = input;
  const replaced = await db.transaction(async (tx) => {
    await checkPicture(tx, companyId, values.pictureId);
    if (id === undefined) return { productId: (await repo.insertProduct(tx, companyId, user.userId, values, now)).id, oldPicture: null };
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    const from = row.state as ProductState;
    const step = { subjectId: id, companyId, from, action: from === 'approved' ? 'revise' : 'edit', actorId: user.userId, at: now } as const;
    await takeStep(tx, productWorkflow, step, (state) => repo.updateProduct(tx, companyId, id, { ...values, state }, now));
    return { productId: id, oldPicture: row.pictureId === values.pictureId ? null : row.pictureId };
  });
  if (replaced.oldPicture) await removeIfUnused(db, storage, replaced.oldPicture);
  return companyDetail(db, companyId, replaced.productId);
}

export async function deleteProduct(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const companyId = await companyOf(db, user);
  const removed = await db.transaction(async (tx) => {
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    check(productWorkflow, row.state as ProductState, 'delete');
    return repo.deleteProduct(tx, companyId, id);
  });
  await removeIfUnused(db, storage, removed.pictureId);
}

export async function submitProduct(db: Db, user: SessionUser, id: number, now: Date) {
  const companyId = await companyOf(db, user);
  await db.transaction(async (tx) => {
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    const step = { subjectId: id, companyId, from: row.state as ProductState, action: 'submit', actorId: user.userId, at: now } as const;
    await takeStep(tx, productWorkflow, step, (state) =>
      repo.updateProduct(tx, companyId, id, { state, submittedAt: now, rejectReason: null }, now),
    );
  });
  return companyDetail(db, companyId, id);
}

/** Approves, or rejects with a reason, a pending product; a draft answers 404 (auditors never see drafts). */
export async function reviewProduct(db: Db, reviewer: SessionUser, id: number, rejectReason: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockForAudit(tx, id);
    if (!row) throw notFound();
    const action = rejectReason === null ? 'approve' : 'reject';
    const step = { subjectId: id, companyId: row.companyId, from: row.state as ProductState, action, actorId: reviewer.userId, note: rejectReason, at: now } as const;
    await takeStep(tx, productWorkflow, step, (state) => repo.review(tx, id, { state, rejectReason }, reviewer.userId, now));
    const params = { name: row.name, reason: rejectReason ?? '' };
    await notifySubmitter(tx, { subject: repo.PRODUCT_SUBJECT, subjectId: id, event: action, params }, now);
  });
  return auditDetail(db, id);
}

export const auditDetail = async (db: Db, id: number) => detailOf(db, await found(repo.findForAudit(db, id)), 'auditor');
export const publicDetail = (db: Db, id: number) => found(repo.findPublic(db, id));
export const listForAudit = repo.listForAudit;
export const listPublic = repo.listPublic;
