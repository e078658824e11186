import type { z } from 'zod';
import { CUSTOM_MILESTONES, MSG, type offerInput } from '@contract';
import type { Db } from '../../../db/client';
import type { CustomAcceptanceRow, CustomMilestoneRow } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { beijingDate } from '../../../lib/workingDays';
import { yuanOf } from '../contractPdf/draw';
import { detectionItemsByIds } from '../repository/catalogueItems';
import type { NewCustomOrder } from '../repository/orders';

type Offer = z.output<typeof offerInput>;


/** The offer's timeline note: the total and the deposit, in yuan (the platform's own note after them). */
export const offerNote = (offer: Offer, note: string) => [`${yuanOf(offer.totalAmount)} / ${yuanOf(offer.depositAmount)}`, note].filter(Boolean).join(' · ');

/**
 * What an offer writes: the amounts, the plan, a due date per milestone (none before today in Beijing; the
 * contract checks their order) and the acceptance tests copied from the cloud-testing catalogue, results empty.
 * A new offer while still in 'offer' replaces the old one.
 */
export async function offerValues(db: Pick<Db, 'select'>, offer: Offer, now: Date): Promise<Partial<NewCustomOrder>> {
  const today = beijingDate(now);
  if (offer.dueDates.some((date) => date < today)) throw badRequest(MSG.customDueDatesInvalid);
  const items = new Map((await detectionItemsByIds(db, offer.acceptance.map((row) => row.itemId))).map((item) => [item.id, item]));
  const acceptance = offer.acceptance.map((row): CustomAcceptanceRow => {
    const item = items.get(row.itemId);
    if (!item) throw badRequest(MSG.customAcceptanceItemUnknown);
    return { itemId: item.id, code: item.code, nameZh: item.nameZh, nameEn: item.nameEn, standards: item.standards, requirement: row.requirement, result: null, passed: null };
  });
  const milestones = CUSTOM_MILESTONES.map((code, index): CustomMilestoneRow => ({ code, dueDate: offer.dueDates[index]!, doneAt: null }));
  return { totalAmount: offer.totalAmount, depositAmount: offer.depositAmount, plan: offer.plan, milestones, acceptance, offeredAt: now };
}
