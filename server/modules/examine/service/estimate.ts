import { MSG, type CapabilityKind, type Estimate, type LaboratoryChoice, type OrderLine } from '@contract';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { requirePublishedLaboratory } from '../../laboratory/access';
import { itemsByIds } from '../repository/items';
import { offersOf, type OfferRow } from '../repository/offers';
import { dueDateFrom } from './calendar';

/**
 * What items cost and take at a laboratory, from its offers (capabilities linked to the items) and the official
 * calendar. Orders (their own module) price their lines with `estimateFor` too, so an order and its estimate agree.
 */
export interface EstimateLine {
  itemId: number;
  condition: string;
  quantity: number;
}

/**
 * Working days for lines: preparation first, then detection, each stage as long as its longest item
 * (items of one stage run side by side); a stage without items takes nothing.
 */
export function estimatedDaysOf(lines: readonly { kind: string; cycleDays: number }[]): number {
  const longest = (kind: CapabilityKind) => Math.max(0, ...lines.filter((line) => line.kind === kind).map((line) => line.cycleDays));
  return longest('preparation') + longest('detection');
}

/** The cheapest offer of each item (offers come cheapest first). */
function cheapestByItem(offers: readonly OfferRow[]) {
  const cheapest = new Map<number, OfferRow>();
  for (const offer of offers) if (!cheapest.has(offer.itemId)) cheapest.set(offer.itemId, offer);
  return cheapest;
}

/**
 * The estimate of `lines` at an approved laboratory (404 otherwise), paid at `now`: each line priced from the
 * laboratory's cheapest offer of its item (404 for an item not in the catalogue, 409 'itemNotOffered' for one the
 * laboratory does not offer), the amount in fen, the working days and the Beijing date the report is due.
 */
export async function estimateFor(
  db: Pick<Db, 'select'>,
  laboratoryId: number,
  lines: { itemId: number; condition: string; quantity: number }[],
  now: Date,
): Promise<Estimate> {
  const lab = await requirePublishedLaboratory(db, laboratoryId);
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const [items, offers] = await Promise.all([itemsByIds(db, itemIds), offersOf(db, itemIds, lab.id)]);
  const cheapest = cheapestByItem(offers);
  const priced: OrderLine[] = lines.map((line) => {
    const item = items.get(line.itemId);
    if (!item) throw notFound();
    const offer = cheapest.get(line.itemId);
    if (!offer) throw conflict(MSG.itemNotOffered, { name: item.nameZh });
    return {
      itemId: item.id,
      capabilityId: offer.capabilityId,
      kind: item.kind as CapabilityKind,
      nameZh: item.nameZh,
      nameEn: item.nameEn,
      standard: offer.standardMethod,
      condition: line.condition,
      unitPrice: offer.price,
      quantity: line.quantity,
      cycleDays: offer.cycleDays,
      amount: offer.price * line.quantity,
    };
  });
  const estimatedDays = estimatedDaysOf(priced);
  return {
    laboratoryId: lab.id,
    laboratoryName: lab.name,
    lines: priced,
    amount: priced.reduce((sum, line) => sum + line.amount, 0),
    estimatedDays,
    ...(await dueDateFrom(db, now, estimatedDays)),
  };
}

/**
 * Approved laboratories offering every one of the items, each with the estimate of one sample per item (its
 * cheapest offers), cheapest first, then quickest. Unknown items: nobody offers them, so the list is empty.
 */
export async function laboratoriesFor(db: Pick<Db, 'select'>, itemIds: number[]): Promise<LaboratoryChoice[]> {
  const wanted = [...new Set(itemIds)];
  const items = await itemsByIds(db, wanted);
  if (wanted.length === 0 || items.size < wanted.length) return [];
  const byLab = new Map<number, OfferRow[]>();
  for (const offer of await offersOf(db, wanted)) byLab.set(offer.laboratoryId, [...(byLab.get(offer.laboratoryId) ?? []), offer]);
  const choices: LaboratoryChoice[] = [];
  for (const [laboratoryId, offers] of byLab) {
    const cheapest = cheapestByItem(offers);
    if (cheapest.size < wanted.length) continue;
    const lines = [...cheapest.values()].map((offer) => ({ kind: items.get(offer.itemId)?.kind ?? 'detection', cycleDays: offer.cycleDays, price: offer.price }));
    const [first] = offers;
    choices.push({
      laboratoryId,
      name: first.laboratoryName,
      city: first.city,
      region: first.region,
      amount: lines.reduce((sum, line) => sum + line.price, 0),
      estimatedDays: estimatedDaysOf(lines),
    });
  }
  return choices.sort((a, b) => a.amount - b.amount || a.estimatedDays - b.estimatedDays || a.laboratoryId - b.laboratoryId);
}
