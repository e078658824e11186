import type { z } from 'zod';
import { MSG, SERVICE_LIMITS, type serviceOfferInput, type ServiceState } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, notFound } from '../../../http/errors';
import { check, takeStep } from '../../../workflow/machine';
import { requireBasicInformation } from '../../company/service/guard';
import { findFile } from '../../files/repository';
import { removeIfUnused } from '../../files/service';
import * as repo from '../repository/offers';
import { serviceWorkflow } from '../workflow';
import { detailOf, found, withActions } from './detail';

/** The company side: the caller's company's offers only (another company's id answers 404 like a missing one). */
type OfferInput = z.output<typeof serviceOfferInput>;

/** The caller's company, once its basic information is saved (every call of the company side starts here). */
const companyOf = (db: Db, user: SessionUser) => requireBasicInformation(db, user.companyId);

const companyDetail = async (db: Db, companyId: number, id: number) => detailOf(db, await found(repo.findCompanyOffer(db, companyId, id)), 'owner');

export async function listOwn(db: Db, user: SessionUser, query: Parameters<typeof repo.listCompanyOffers>[2]) {
  const page = await repo.listCompanyOffers(db, await companyOf(db, user), query);
  return { ...page, list: page.list.map((offer) => withActions(offer, 'owner')) };
}

export async function getOwn(db: Db, user: SessionUser, id: number) {
  return companyDetail(db, await companyOf(db, user), id);
}

/** The picture, when given, must be a service picture uploaded for this company. */
async function checkPicture(db: repo.Executor, companyId: number, pictureId: string | null) {
  if (pictureId === null) return;
  const file = await findFile(db, pictureId);
  if (!file || file.purpose !== 'servicePicture' || file.companyId !== companyId) throw badRequest(MSG.servicePictureInvalid);
}

/**
 * Creates a draft (while the company keeps fewer than the bound), or updates one of the company's offers: an edit
 * keeps a draft's or a rejected offer's state; a revision takes an approved offer back to draft (off the hall).
 */
export async function saveOwn(db: Db, storage: FileStorage, user: SessionUser, input: OfferInput, now: Date) {
  const companyId = await companyOf(db, user);
  const { id, ...values } = input;
  const saved = await db.transaction(async (tx) => {
    await checkPicture(tx, companyId, values.pictureId);
    if (id === undefined) {
      if ((await repo.countLockedCompanyOffers(tx, companyId)) >= SERVICE_LIMITS.offersPerCompany) {
        throw badRequest(MSG.serviceOffersMax, { max: SERVICE_LIMITS.offersPerCompany });
      }
      return { offerId: (await repo.insertOffer(tx, companyId, user.userId, values, now)).id, oldPicture: null };
    }
    const row = await repo.lockCompanyOffer(tx, companyId, id);
    if (!row) throw notFound();
    const from = row.state as ServiceState;
    const step = { subjectId: id, companyId, from, action: from === 'approved' ? 'revise' : 'edit', actorId: user.userId, at: now } as const;
    await takeStep(tx, serviceWorkflow, step, (state) => repo.updateOffer(tx, companyId, id, { ...values, state }, now));
    return { offerId: id, oldPicture: row.pictureId !== values.pictureId ? row.pictureId : null };
  });
  if (saved.oldPicture) await removeIfUnused(db, storage, saved.oldPicture);
  return companyDetail(db, companyId, saved.offerId);
}

export async function submitOwn(db: Db, user: SessionUser, id: number, now: Date) {
  const companyId = await companyOf(db, user);
  await db.transaction(async (tx) => {
    const row = await repo.lockCompanyOffer(tx, companyId, id);
    if (!row) throw notFound();
    const step = { subjectId: id, companyId, from: row.state as ServiceState, action: 'submit', actorId: user.userId, at: now } as const;
    await takeStep(tx, serviceWorkflow, step, (state) => repo.updateOffer(tx, companyId, id, { state, submittedAt: now, rejectReason: null }, now));
  });
  return companyDetail(db, companyId, id);
}

export async function deleteOwn(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const companyId = await companyOf(db, user);
  const removed = await db.transaction(async (tx) => {
    const row = await repo.lockCompanyOffer(tx, companyId, id);
    if (!row) throw notFound();
    check(serviceWorkflow, row.state as ServiceState, 'delete');
    return repo.deleteOffer(tx, companyId, id);
  });
  if (removed.pictureId) await removeIfUnused(db, storage, removed.pictureId);
}
