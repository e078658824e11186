import { LIMITS, MSG, type AddressInput } from '@contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { divisionNames } from '../../lib/divisions';
import * as repo from './repository';

const MUNICIPAL_DISTRICTS = '市辖区';

function describeLocation(location: string[]) {
  const names = divisionNames(location);
  if (!names) throw badRequest(MSG.locationInvalid);
  return names.filter((name) => name !== MUNICIPAL_DISTRICTS).join(' ');
}

/**
 * Creates or updates one of the user's addresses. The first address becomes the default; asking for
 * the default moves the flag; the owner is always the caller, whatever the input says.
 */
export async function saveAddress(db: Db, userId: number, input: Required<Omit<AddressInput, 'id'>> & { id?: number }, now: Date) {
  const values = {
    consignee: input.consignee,
    telephone: input.telephone,
    location: input.location,
    locationName: describeLocation(input.location),
    detail: input.detail,
  };
  return db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    let row;
    if (input.id !== undefined) {
      row = await repo.updateAddress(tx, userId, input.id, values, now);
      if (!row) throw notFound();
    } else {
      const existing = await repo.countAddresses(tx, userId);
      if (existing >= LIMITS.addressesPerUserMax) throw conflict(MSG.addressLimit, { max: LIMITS.addressesPerUserMax });
      row = await repo.insertAddress(tx, userId, values, now);
      if (existing === 0) input = { ...input, isDefault: true };
    }
    if (input.isDefault && !row.isDefault) row = await repo.setDefault(tx, userId, row.id, now);
    return repo.toAddress(row);
  });
}

export async function makeDefault(db: Db, userId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const row = await repo.setDefault(tx, userId, id, now);
    if (!row) throw notFound();
  });
}

export async function removeAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const row = await repo.deleteAddress(tx, userId, id);
    if (!row) throw notFound();
    if (row.isDefault) await repo.promoteNewest(tx, userId);
  });
}

export async function getAddress(db: Db, userId: number, id: number) {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw notFound();
  return repo.toAddress(row);
}
