import type { z } from 'zod';
import { MSG, type timeConfigInput } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, notFound } from '../../../http/errors';
import { requireApprovedLaboratory } from '../../laboratory/access';
import * as instruments from '../repository/instruments';
import { isRealDate, rangesFitSlots } from '../slots';

/** When the caller's laboratory's instruments may be booked (approved laboratories, their own instruments only). */

export async function listTimeConfig(db: Db, user: SessionUser, paging: instruments.Paging) {
  return instruments.listOfLaboratory(db, await requireApprovedLaboratory(db, user), paging);
}

async function ownInstrument(db: Db, user: SessionUser, instrumentId: number) {
  const laboratoryId = await requireApprovedLaboratory(db, user);
  const row = await instruments.findOfLaboratory(db, laboratoryId, instrumentId);
  if (!row) throw notFound();
  return { laboratoryId, row };
}

export async function getTimeConfig(db: Db, user: SessionUser, instrumentId: number) {
  return instruments.toTimeConfig((await ownInstrument(db, user, instrumentId)).row);
}

export async function saveTimeConfig(db: Db, user: SessionUser, input: z.output<typeof timeConfigInput>, now: Date) {
  const { laboratoryId } = await ownInstrument(db, user, input.instrumentId);
  if (!rangesFitSlots(input.openHours, input.slotMinutes)) throw badRequest(MSG.openingHoursInvalid);
  if (!input.closedDates.every(isRealDate)) throw badRequest(MSG.openingHoursInvalid);
  const values = {
    openHours: input.openHours,
    slotMinutes: input.slotMinutes,
    hourlyPrice: input.hourlyPrice,
    closedDates: [...new Set(input.closedDates)].sort(),
  };
  const row = await instruments.updateTimeConfig(db, laboratoryId, input.instrumentId, values, now);
  if (!row) throw notFound();
  return instruments.toTimeConfig(row);
}
