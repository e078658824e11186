import type { z } from 'zod';
import { LABORATORY_LIMITS, MSG, type capabilityInput, type instrumentInput, type Language } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, notFound } from '../../../http/errors';
import { translate } from '../../../lib/i18n';
import * as labs from '../repository/applications';
import * as items from '../repository/items';
import { applicationOf, companyOf, editApplication } from './application';
import { checkFiles } from './files';

/**
 * The detection and preparation items and the instruments of the caller's application: each change is an `edit`
 * step. Items (capabilities: the laboratory's offers, price, cycle, catalogue item) stay editable once the
 * laboratory is approved (README): `editOffers`.
 */
type CapabilityInput = z.output<typeof capabilityInput>;
type InstrumentInput = z.output<typeof instrumentInput>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A change of the laboratory's items: through the application's `edit` step (draft, rejected; 409 after
 * submission) or, once approved (a state it never leaves), straight away, since prices, cycles and catalogue links
 * are the laboratory's running offer and not part of what the auditor reviewed.
 */
async function editOffers(db: Db, storage: FileStorage, user: SessionUser, now: Date, change: (tx: Tx, lab: labs.LaboratoryRow) => Promise<void>) {
  const companyId = companyOf(user);
  const current = await labs.findOfCompany(db, companyId);
  if (current?.row.state !== 'approved') return editApplication(db, storage, user, now, (tx, lab) => change(tx, lab));
  await db.transaction(async (tx) => {
    const lab = await labs.lockOfCompany(tx, companyId, user.userId, now, false);
    await change(tx, lab);
    await labs.updateLaboratory(tx, lab.id, {}, now);
  });
  const found = await labs.findOfCompany(db, companyId);
  if (!found) throw new Error('the laboratory vanished');
  return applicationOf(db, found, 'owner');
}

/** A catalogue item the capability offers must exist (404) and be of the capability's kind (400). */
async function checkCatalogueItem(db: Pick<Db, 'select'>, itemId: number | null, kind: string) {
  if (itemId === null) return;
  const item = await items.findCatalogueItem(db, itemId);
  if (!item) throw notFound();
  if (item.kind !== kind) throw badRequest(MSG.validationFailed);
}

export function saveCapability(db: Db, storage: FileStorage, user: SessionUser, input: CapabilityInput, now: Date) {
  const { id, ...values } = input;
  return editOffers(db, storage, user, now, async (tx, lab) => {
    await checkCatalogueItem(tx, values.itemId, values.kind);
    if (id !== undefined) {
      if (!(await items.updateCapability(tx, lab.id, id, values))) throw notFound();
      return;
    }
    if ((await items.countCapabilities(tx, lab.id)) >= LABORATORY_LIMITS.capabilitiesMax) {
      throw badRequest(MSG.laboratoryItemsMax, { max: LABORATORY_LIMITS.capabilitiesMax });
    }
    await items.insertCapability(tx, lab.id, values, now);
  });
}

export function deleteCapability(db: Db, storage: FileStorage, user: SessionUser, id: number, now: Date) {
  return editOffers(db, storage, user, now, async (tx, lab) => {
    if (!(await items.deleteCapability(tx, lab.id, id))) throw notFound();
  });
}

/** A new item like the given one, named "… (copy)" in the caller's language. */
export function copyCapability(db: Db, storage: FileStorage, user: SessionUser, id: number, language: Language, now: Date) {
  return editOffers(db, storage, user, now, async (tx, lab) => {
    const original = await items.findCapability(tx, lab.id, id);
    if (!original) throw notFound();
    if ((await items.countCapabilities(tx, lab.id)) >= LABORATORY_LIMITS.capabilitiesMax) {
      throw badRequest(MSG.laboratoryItemsMax, { max: LABORATORY_LIMITS.capabilitiesMax });
    }
    const { itemId, kind, standardMethod, price, cycleDays, description } = original;
    const name = translate(language, MSG.laboratoryCopyName, { name: original.name }).slice(0, LABORATORY_LIMITS.capabilityNameMax);
    await items.insertCapability(tx, lab.id, { itemId, kind, name, standardMethod, price, cycleDays, description }, now);
  });
}

export function saveInstrument(db: Db, storage: FileStorage, user: SessionUser, input: InstrumentInput, now: Date) {
  const { id, ...values } = input;
  return editApplication(db, storage, user, now, async (tx, lab, companyId) => {
    if (values.photoId) await checkFiles(tx, companyId, [{ id: values.photoId, purpose: 'labPicture' }]);
    if (id === undefined) {
      if ((await items.countInstruments(tx, lab.id)) >= LABORATORY_LIMITS.instrumentsMax) {
        throw badRequest(MSG.laboratoryItemsMax, { max: LABORATORY_LIMITS.instrumentsMax });
      }
      await items.insertInstrument(tx, lab.id, values, now);
      return;
    }
    const before = await items.findInstrument(tx, lab.id, id);
    if (!before) throw notFound();
    await items.updateInstrument(tx, lab.id, id, values, now);
    return { dropped: before.photoId ? [before.photoId] : [], kept: values.photoId ? [values.photoId] : [] };
  });
}

export function deleteInstrument(db: Db, storage: FileStorage, user: SessionUser, id: number, now: Date) {
  return editApplication(db, storage, user, now, async (tx, lab) => {
    const before = await items.findInstrument(tx, lab.id, id);
    if (!before) throw notFound();
    await items.deleteInstrument(tx, lab.id, id);
    return { dropped: before.photoId ? [before.photoId] : [] };
  });
}
