import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CapabilityKind, EquipmentType, LabCapability, LabInstrument } from '@contract';
import type { Db } from '../../../db/client';
import { detectionItems, laboratoryCapabilities as capabilities, laboratoryInstruments as instruments } from '../../../db/schema';
import type { Executor } from './applications';

/** The detection and preparation items and the instruments of an application; every query names the laboratory. */
type CapabilityRow = typeof capabilities.$inferSelect;
type InstrumentRow = typeof instruments.$inferSelect;
export type CapabilityValues = Pick<CapabilityRow, 'itemId' | 'kind' | 'name' | 'standardMethod' | 'price' | 'cycleDays' | 'description'>;
export type InstrumentValues = Pick<InstrumentRow, 'name' | 'model' | 'maker' | 'typeCode' | 'specifications' | 'photoId'>;

const toCapability = (row: CapabilityRow): LabCapability => ({
  id: row.id,
  itemId: row.itemId,
  kind: row.kind as CapabilityKind,
  name: row.name,
  standardMethod: row.standardMethod,
  price: row.price,
  cycleDays: row.cycleDays,
  description: row.description,
});

const toInstrument = (row: InstrumentRow): LabInstrument => ({
  id: row.id,
  name: row.name,
  model: row.model,
  maker: row.maker,
  typeCode: row.typeCode as EquipmentType,
  specifications: row.specifications,
  photoId: row.photoId,
  bookable: row.openHours !== null,
});

export async function capabilitiesOf(db: Pick<Db, 'select'>, laboratoryId: number) {
  const rows = await db.select().from(capabilities).where(eq(capabilities.laboratoryId, laboratoryId)).orderBy(asc(capabilities.id));
  return rows.map(toCapability);
}

export async function instrumentsOf(db: Pick<Db, 'select'>, laboratoryId: number) {
  const rows = await db.select().from(instruments).where(eq(instruments.laboratoryId, laboratoryId)).orderBy(asc(instruments.id));
  return rows.map(toInstrument);
}

/** The first `limit` items of each laboratory (the public cards), by laboratory. */
export async function firstCapabilities(db: Pick<Db, 'select'>, laboratoryIds: number[], limit: number) {
  const byLab = new Map<number, Pick<LabCapability, 'id' | 'kind' | 'name'>[]>();
  if (laboratoryIds.length === 0) return byLab;
  const ranked = db
    .select({
      id: capabilities.id,
      laboratoryId: capabilities.laboratoryId,
      kind: capabilities.kind,
      name: capabilities.name,
      rank: sql<number>`row_number() over (partition by ${capabilities.laboratoryId} order by ${capabilities.id})`.as('rank'),
    })
    .from(capabilities)
    .where(inArray(capabilities.laboratoryId, laboratoryIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(ranked.laboratoryId, ranked.id);
  for (const row of rows) {
    byLab.set(row.laboratoryId, [...(byLab.get(row.laboratoryId) ?? []), { id: row.id, kind: row.kind as CapabilityKind, name: row.name }]);
  }
  return byLab;
}

export async function countCapabilities(db: Pick<Db, 'select'>, laboratoryId: number) {
  const [{ total }] = await db.select({ total: count() }).from(capabilities).where(eq(capabilities.laboratoryId, laboratoryId));
  return total;
}

export async function countInstruments(db: Pick<Db, 'select'>, laboratoryId: number) {
  const [{ total }] = await db.select({ total: count() }).from(instruments).where(eq(instruments.laboratoryId, laboratoryId));
  return total;
}

const capabilityOf = (laboratoryId: number, id: number) => and(eq(capabilities.laboratoryId, laboratoryId), eq(capabilities.id, id));
const instrumentOf = (laboratoryId: number, id: number) => and(eq(instruments.laboratoryId, laboratoryId), eq(instruments.id, id));

/** The catalogue item a capability may link to (cloud testing's `detection_items`). */
export async function findCatalogueItem(db: Pick<Db, 'select'>, itemId: number) {
  const [row] = await db.select({ id: detectionItems.id, kind: detectionItems.kind }).from(detectionItems).where(eq(detectionItems.id, itemId));
  return row;
}

export async function findCapability(db: Pick<Db, 'select'>, laboratoryId: number, id: number) {
  const [row] = await db.select().from(capabilities).where(capabilityOf(laboratoryId, id));
  return row;
}

export async function insertCapability(db: Executor, laboratoryId: number, values: CapabilityValues, now: Date) {
  await db.insert(capabilities).values({ ...values, laboratoryId, createdAt: now });
}

/** True when the laboratory has the item. */
export async function updateCapability(db: Executor, laboratoryId: number, id: number, values: CapabilityValues) {
  const rows = await db.update(capabilities).set(values).where(capabilityOf(laboratoryId, id)).returning({ id: capabilities.id });
  return rows.length > 0;
}

export async function deleteCapability(db: Executor, laboratoryId: number, id: number) {
  const rows = await db.delete(capabilities).where(capabilityOf(laboratoryId, id)).returning({ id: capabilities.id });
  return rows.length > 0;
}

export async function findInstrument(db: Pick<Db, 'select'>, laboratoryId: number, id: number) {
  const [row] = await db.select().from(instruments).where(instrumentOf(laboratoryId, id));
  return row;
}

export async function insertInstrument(db: Executor, laboratoryId: number, values: InstrumentValues, now: Date) {
  await db.insert(instruments).values({ ...values, laboratoryId, createdAt: now, updatedAt: now });
}

export async function updateInstrument(db: Executor, laboratoryId: number, id: number, values: InstrumentValues, now: Date) {
  await db
    .update(instruments)
    .set({ ...values, updatedAt: now })
    .where(instrumentOf(laboratoryId, id));
}

export async function deleteInstrument(db: Executor, laboratoryId: number, id: number) {
  await db.delete(instruments).where(instrumentOf(laboratoryId, id));
}
