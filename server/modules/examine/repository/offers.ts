import { and, asc, count, countDistinct, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laboratories, laboratoryCapabilities as capabilities } from '../../../db/schema';

/**
 * Laboratories' offers of catalogue items: their capabilities linked to an item (`item_id`). Only approved
 * laboratories offer anything; a capability of a draft, pending or rejected laboratory is never counted or priced.
 */
export const approvedLab = eq(laboratories.state, 'approved');

export interface OfferRow {
  capabilityId: number;
  itemId: number;
  laboratoryId: number;
  laboratoryName: string;
  city: string;
  region: string | null;
  standardMethod: string;
  price: number;
  cycleDays: number;
}

/** The approved laboratories' offers of these items (of one laboratory when given), cheapest first, then quickest. */
export async function offersOf(db: Pick<Db, 'select'>, itemIds: number[], laboratoryId?: number): Promise<OfferRow[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      capabilityId: capabilities.id,
      itemId: capabilities.itemId,
      laboratoryId: laboratories.id,
      laboratoryName: laboratories.name,
      city: laboratories.city,
      region: laboratories.region,
      standardMethod: capabilities.standardMethod,
      price: capabilities.price,
      cycleDays: capabilities.cycleDays,
    })
    .from(capabilities)
    .innerJoin(laboratories, eq(laboratories.id, capabilities.laboratoryId))
    .where(and(approvedLab, inArray(capabilities.itemId, itemIds), laboratoryId === undefined ? undefined : eq(laboratories.id, laboratoryId)))
    .orderBy(asc(capabilities.price), asc(capabilities.cycleDays), asc(capabilities.id));
  return rows.map((row) => ({ ...row, itemId: row.itemId as number }));
}

export interface OfferSummary {
  offerCount: number;
  minPrice: number | null;
  minCycleDays: number | null;
}

export const NO_OFFER: OfferSummary = { offerCount: 0, minPrice: null, minCycleDays: null };

/** Per item: how many approved laboratories offer it, the lowest price and the shortest cycle among them. */
export async function offerSummaries(db: Pick<Db, 'select'>, itemIds: number[]): Promise<Map<number, OfferSummary>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: capabilities.itemId,
      offerCount: countDistinct(capabilities.laboratoryId),
      minPrice: min(capabilities.price),
      minCycleDays: min(capabilities.cycleDays),
    })
    .from(capabilities)
    .innerJoin(laboratories, eq(laboratories.id, capabilities.laboratoryId))
    .where(and(approvedLab, inArray(capabilities.itemId, itemIds)))
    .groupBy(capabilities.itemId);
  return new Map(rows.map((row) => [row.itemId as number, { offerCount: row.offerCount, minPrice: row.minPrice, minCycleDays: row.minCycleDays }]));
}

/** Offers (capabilities linked to an item) of approved laboratories, and the items they cover. */
export async function offerFigures(db: Pick<Db, 'select'>) {
  const [row] = await db
    .select({ offers: count(), offeredItems: countDistinct(capabilities.itemId) })
    .from(capabilities)
    .innerJoin(laboratories, eq(laboratories.id, capabilities.laboratoryId))
    .where(and(approvedLab, isNotNull(capabilities.itemId)));
  return row;
}
