import { z } from 'zod';
import { MSG, type productInput } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireBasicInformation } from '../company/guard';
import { findFile } from '../files/repository';
import { removeIfUnused } from '../files/service';
import * as repo from './repository';

type ProductInput = z.output<typeof productInput>;

/** The caller's company, once its basic information is saved (every product call starts here). */
const companyOf = (db: Db, user: SessionUser) => requireBasicInformation(db, user.companyId);

async function found<T>(value: Promise<T | undefined>): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound();
  return result;
}

export async function listProducts(db: Db, user: SessionUser, query: Parameters<typeof repo.listCompanyProducts>[2]) {
  return repo.listCompanyProducts(db, await companyOf(db, user), query);
}

export async function getProduct(db: Db, user: SessionUser, id: number) {
  return found(repo.findCompanyProduct(db, await companyOf(db, user), id));
}

/** The picture must be a product picture uploaded for this company. */
async function checkPicture(db: Pick<Db, 'select' | 'insert' | 'delete'>, companyId: number, pictureId: string) {
  const file = await findFile(db, pictureId);
  if (!file || file.purpose !== 'productPicture' || file.companyId !== companyId) throw badRequest(MSG.productPictureInvalid);
}

/**
 * Creates a draft, or updates one of the company's products. A product under review cannot change; an
 * approved one becomes a draft again (the public only ever sees what an auditor approved); a rejected one
 * keeps its state and reason until it is submitted again.
 */
export async function saveProduct(db: Db, storage: FileStorage, user: SessionUser, input: ProductInput, now: Date) {
  const companyId = await companyOf(db, user);
  const { id, ...values } = input;
  const replaced = await db.transaction(async (tx) => {
    await checkPicture(tx, companyId, values.pictureId);
    if (id === undefined) return { product: await repo.insertProduct(tx, companyId, user.userId, values, now), oldPicture: null };
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    if (row.state === 'pending') throw conflict(MSG.productUnderReview);
    const state = row.state === 'approved' ? 'draft' : row.state;
    const product = await repo.updateProduct(tx, companyId, id, { ...values, state }, now);
    return { product, oldPicture: row.pictureId === values.pictureId ? null : row.pictureId };
  });
  if (replaced.oldPicture) await removeIfUnused(db, storage, replaced.oldPicture);
  return found(repo.findCompanyProduct(db, companyId, replaced.product.id));
}

export async function deleteProduct(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const companyId = await companyOf(db, user);
  const removed = await db.transaction(async (tx) => {
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    if (row.state === 'pending') throw conflict(MSG.productUnderReview);
    return repo.deleteProduct(tx, companyId, id);
  });
  await removeIfUnused(db, storage, removed.pictureId);
}

export async function submitProduct(db: Db, user: SessionUser, id: number, now: Date) {
  const companyId = await companyOf(db, user);
  await db.transaction(async (tx) => {
    const row = await repo.lockCompanyProduct(tx, companyId, id);
    if (!row) throw notFound();
    if (row.state !== 'draft' && row.state !== 'rejected') throw conflict(MSG.productNotSubmittable);
    await repo.updateProduct(tx, companyId, id, { state: 'pending', submittedAt: now, rejectReason: null }, now);
  });
  return found(repo.findCompanyProduct(db, companyId, id));
}

/** Approves or rejects a pending product; a draft answers 404 (auditors never see drafts). */
export async function reviewProduct(
  db: Db,
  reviewer: SessionUser,
  id: number,
  outcome: { state: 'approved' | 'rejected'; rejectReason: string | null },
  now: Date,
) {
  const done = await repo.review(db, id, outcome, reviewer.userId, now);
  if (!done) {
    await found(repo.findForAudit(db, id));
    throw conflict(MSG.productNotPending);
  }
  return found(repo.findForAudit(db, id));
}

export const auditDetail = (db: Db, id: number) => found(repo.findForAudit(db, id));
export const publicDetail = (db: Db, id: number) => found(repo.findPublic(db, id));
