import type { CapabilityKind, CloudFigures, DetectionItem, DetectionItemDetail, ItemCategory } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import * as catalogue from '../repository/items';
import { NO_OFFER, offerFigures, offersOf, offerSummaries, type OfferSummary } from '../repository/offers';
import { countPublic } from '../repository/kits';
import { approvedLaboratories, completedOrders } from '../repository/figures';

/** The catalogue as the public sees it: items with what approved laboratories offer them at. */
const toItem = (row: catalogue.ItemRow, offers: OfferSummary): DetectionItem => ({
  id: row.id,
  code: row.code,
  kind: row.kind as CapabilityKind,
  category: row.category as ItemCategory,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  standards: row.standards,
  sampleZh: row.sampleZh,
  sampleEn: row.sampleEn,
  ...offers,
});

export async function listItems(db: Db, query: catalogue.ItemFilter & catalogue.Paging) {
  const { rows, total } = await catalogue.pageOfItems(db, query, query);
  const offers = await offerSummaries(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toItem(row, offers.get(row.id) ?? NO_OFFER)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One item with every approved laboratory's offer, cheapest first. */
export async function itemDetail(db: Db, id: number): Promise<DetectionItemDetail> {
  const row = await catalogue.findItem(db, id);
  if (!row) throw notFound();
  const [summaries, offers] = await Promise.all([offerSummaries(db, [id]), offersOf(db, [id])]);
  return {
    ...toItem(row, summaries.get(id) ?? NO_OFFER),
    offers: offers.map(({ capabilityId, laboratoryId, laboratoryName, city, standardMethod, price, cycleDays }) => ({
      capabilityId,
      laboratoryId,
      laboratoryName,
      city,
      standardMethod,
      price,
      cycleDays,
    })),
  };
}

/** The landing's figures, counted from the tables (orders completed: completed or evaluated; their samples summed). */
export async function cloudFigures(db: Db): Promise<CloudFigures> {
  const [labs, items, categories, offers, publicKits, orders] = await Promise.all([
    approvedLaboratories(db),
    catalogue.countItems(db),
    catalogue.countByCategory(db),
    offerFigures(db),
    countPublic(db),
    completedOrders(db),
  ]);
  return {
    laboratories: labs,
    items,
    offeredItems: offers.offeredItems,
    offers: offers.offers,
    publicKits,
    ordersCompleted: orders.orders,
    samplesTested: orders.samples,
    categories,
  };
}
