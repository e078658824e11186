import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Equipment, EquipmentType, LabEquipment, TimeConfig, WeeklyHours } from '@contract';
import type { Db } from '../../../db/client';
import { laboratories, laboratoryCapabilities, laboratoryInstruments as instruments } from '../../../db/schema';
import { containing } from '../../../db/like';

/**
 * Instruments and detection resources as the public sees them (approved laboratories only), and an instrument's
 * bookable time as its laboratory sets it (laboratory-side queries take the laboratory's id: another's answers nothing).
 */
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'update'>;
export type InstrumentRow = typeof instruments.$inferSelect;
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const approved = eq(laboratories.state, 'approved');
const bookable = and(isNotNull(instruments.openHours), isNotNull(instruments.slotMinutes), isNotNull(instruments.hourlyPrice));

const columns = { row: instruments, laboratoryName: laboratories.name, city: laboratories.city, contactPhone: laboratories.contactPhone, companyId: laboratories.companyId };
export interface Joined {
  row: InstrumentRow;
  laboratoryName: string;
  city: string;
  contactPhone: string;
  companyId: number;
}

export const isBookable = (row: InstrumentRow) => row.openHours !== null && row.slotMinutes !== null && row.hourlyPrice !== null;

export const toEquipment = ({ row, laboratoryName, city }: Joined): Equipment => ({
  id: row.id,
  name: row.name,
  model: row.model,
  maker: row.maker,
  typeCode: row.typeCode as EquipmentType,
  specifications: row.specifications,
  photoId: row.photoId,
  laboratoryId: row.laboratoryId,
  laboratoryName,
  city,
  bookable: isBookable(row),
  hourlyPrice: row.hourlyPrice,
  slotMinutes: row.slotMinutes,
});

export const toTimeConfig = (row: InstrumentRow): TimeConfig => ({
  instrumentId: row.id,
  openHours: (row.openHours as WeeklyHours | null) ?? null,
  slotMinutes: row.slotMinutes,
  hourlyPrice: row.hourlyPrice,
  closedDates: row.closedDates,
});

const toLabEquipment = (joined: Joined): LabEquipment => {
  const { openHours, slotMinutes, hourlyPrice, closedDates } = toTimeConfig(joined.row);
  return { ...toEquipment(joined), openHours, slotMinutes, hourlyPrice, closedDates };
};

const joined = (db: Reader) => db.select(columns).from(instruments).innerJoin(laboratories, eq(laboratories.id, instruments.laboratoryId));

async function page<T>(db: Reader, where: SQL | undefined, order: SQL[], paging: Paging, map: (row: Joined) => T) {
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(instruments).innerJoin(laboratories, eq(laboratories.id, instruments.laboratoryId)).where(where),
  ]);
  return { list: rows.map(map), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

// ---- everyone

export interface EquipmentFilter extends Paging {
  keyword?: string;
  type?: EquipmentType;
  city?: string;
  laboratoryId?: number;
  bookable?: 'true' | 'false';
}

export function listPublic(db: Reader, query: EquipmentFilter) {
  const keyword = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    approved,
    keyword ? or(ilike(instruments.name, keyword), ilike(instruments.model, keyword), ilike(instruments.maker, keyword), ilike(laboratories.name, keyword)) : undefined,
    query.type ? eq(instruments.typeCode, query.type) : undefined,
    query.city ? ilike(laboratories.city, containing(query.city)) : undefined,
    query.laboratoryId ? eq(instruments.laboratoryId, query.laboratoryId) : undefined,
    query.bookable === 'true' ? bookable : query.bookable === 'false' ? sql`not (${bookable})` : undefined,
  );
  // Bookable first, then the newest.
  const order = [sql`(${bookable}) desc`, desc(instruments.createdAt), desc(instruments.id)];
  return page(db, where, order, query, toEquipment);
}

export async function findPublic(db: Reader, id: number): Promise<Joined | undefined> {
  const [row] = await joined(db)
    .where(and(approved, eq(instruments.id, id)))
    .limit(1);
  return row;
}

/** How many instruments of approved laboratories each type has. */
export async function typeCounts(db: Reader) {
  return db
    .select({ code: instruments.typeCode, count: count() })
    .from(instruments)
    .innerJoin(laboratories, eq(laboratories.id, instruments.laboratoryId))
    .where(approved)
    .groupBy(instruments.typeCode);
}

export interface ResourceFilter extends Paging {
  keyword?: string;
  kind?: 'detection' | 'preparation';
  city?: string;
}

/** Detection and preparation items of approved laboratories, newest first. */
export async function listResources(db: Reader, query: ResourceFilter) {
  const c = laboratoryCapabilities;
  const keyword = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    approved,
    keyword ? or(ilike(c.name, keyword), ilike(c.standardMethod, keyword), ilike(laboratories.name, keyword)) : undefined,
    query.kind ? eq(c.kind, query.kind) : undefined,
    query.city ? ilike(laboratories.city, containing(query.city)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: c, laboratoryName: laboratories.name, city: laboratories.city })
      .from(c)
      .innerJoin(laboratories, eq(laboratories.id, c.laboratoryId))
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(c).innerJoin(laboratories, eq(laboratories.id, c.laboratoryId)).where(where),
  ]);
  const list = rows.map(({ row, laboratoryName, city }) => ({
    id: row.id,
    kind: row.kind as 'detection' | 'preparation',
    name: row.name,
    standardMethod: row.standardMethod,
    price: row.price,
    cycleDays: row.cycleDays,
    laboratoryId: row.laboratoryId,
    laboratoryName,
    city,
  }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

// ---- the laboratory's side

const ofLaboratory = (laboratoryId: number, id: number) => and(eq(instruments.laboratoryId, laboratoryId), eq(instruments.id, id));

export const listOfLaboratory = (db: Reader, laboratoryId: number, paging: Paging) =>
  page(db, eq(instruments.laboratoryId, laboratoryId), [asc(instruments.id)], paging, toLabEquipment);

export async function findOfLaboratory(db: Reader, laboratoryId: number, id: number) {
  const [row] = await db.select().from(instruments).where(ofLaboratory(laboratoryId, id)).limit(1);
  return row;
}

export interface TimeValues {
  openHours: WeeklyHours;
  slotMinutes: number;
  hourlyPrice: number;
  closedDates: string[];
}

export async function updateTimeConfig(db: Executor, laboratoryId: number, id: number, values: TimeValues, now: Date) {
  const [row] = await db
    .update(instruments)
    .set({ ...values, updatedAt: now })
    .where(ofLaboratory(laboratoryId, id))
    .returning();
  return row;
}
