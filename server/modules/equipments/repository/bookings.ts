import { and, count, desc, eq, gt, ilike, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Booking, BookingState, EquipmentType } from '@contract';
import type { Db } from '../../../db/client';
import { equipmentBookings as bookings, laboratories, laboratoryInstruments as instruments, paymentOrders, users } from '../../../db/schema';
import { containing } from '../../../db/like';
import { beijingDate, beijingTime } from '../slots';

/** Bookings: the rows, the contract shape with the instrument, laboratory, customer and paying order, the lists. */
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

const columns = {
  row: bookings,
  instrumentName: instruments.name,
  instrumentModel: instruments.model,
  typeCode: instruments.typeCode,
  laboratoryName: laboratories.name,
  customerName: sql<string | null>`coalesce(${users.realName}, ${users.userName})`,
  orderNo: paymentOrders.orderNo,
};
interface Joined {
  row: BookingRow;
  instrumentName: string;
  instrumentModel: string;
  typeCode: string;
  laboratoryName: string;
  customerName: string | null;
  orderNo: string | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A booking ending at midnight ends at 24:00 of its day, not at 00:00. */
function endTimeOf(startsAt: Date, endsAt: Date) {
  const time = beijingTime(endsAt);
  return time === '00:00' && beijingDate(endsAt) !== beijingDate(startsAt) ? '24:00' : time;
}

const toBooking = ({ row, ...joined }: Joined): Booking => ({
  id: row.id,
  bookingNo: row.bookingNo,
  state: row.state as BookingState,
  instrumentId: row.instrumentId,
  instrumentName: joined.instrumentName,
  instrumentModel: joined.instrumentModel,
  typeCode: joined.typeCode as EquipmentType,
  laboratoryId: row.laboratoryId,
  laboratoryName: joined.laboratoryName,
  customerName: joined.customerName,
  date: beijingDate(row.startsAt),
  startTime: beijingTime(row.startsAt),
  endTime: endTimeOf(row.startsAt, row.endsAt),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  price: row.price,
  sampleName: row.sampleName,
  sampleCount: row.sampleCount,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  remarks: row.remarks,
  responseDeadline: row.responseDeadline.toISOString(),
  responseNote: row.responseNote,
  respondTime: iso(row.respondedAt),
  orderNo: joined.orderNo,
  payTime: iso(row.paidAt),
  cancelReason: row.cancelReason,
  evaluationStars: row.evaluationStars,
  evaluationText: row.evaluationText,
  evaluateTime: iso(row.evaluatedAt),
  createTime: row.createdAt.toISOString(),
});

const joined = (db: Reader) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(instruments, eq(instruments.id, bookings.instrumentId))
    .innerJoin(laboratories, eq(laboratories.id, bookings.laboratoryId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, bookings.paymentOrderId));

/** A booking in the contract's shape, and its customer's user id (which the contract does not show). */
export async function findBooking(db: Reader, id: number): Promise<{ booking: Booking; userId: number | null } | undefined> {
  const [row] = await joined(db).where(eq(bookings.id, id)).limit(1);
  return row ? { booking: toBooking(row), userId: row.row.userId } : undefined;
}

export interface BookingFilter {
  pageNum: number;
  pageSize: number;
  state?: BookingState;
  keyword?: string;
}

/** A customer's bookings (user index) or a laboratory's (laboratory, state index), newest first. */
export async function listBookings(db: Reader, owner: { userId: number } | { laboratoryId: number }, query: BookingFilter) {
  const keyword = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    'userId' in owner ? eq(bookings.userId, owner.userId) : eq(bookings.laboratoryId, owner.laboratoryId),
    query.state ? eq(bookings.state, query.state) : undefined,
    keyword ? or(ilike(bookings.bookingNo, keyword), ilike(bookings.sampleName, keyword), ilike(instruments.name, keyword)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(instruments, eq(instruments.id, bookings.instrumentId))
      .where(where),
  ]);
  return { list: rows.map(toBooking), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The times the instrument's bookings (all but cancelled ones) hold between two instants. */
export async function takenBetween(db: Reader, instrumentId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.instrumentId, instrumentId), lt(bookings.startsAt, to), gt(bookings.endsAt, from), ne(bookings.state, 'cancelled')));
}

export async function insertBooking(db: Executor, values: NewBooking) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  return row.id;
}

/** The row as it is, without a lock (to learn which payment order to lock first). */
export async function peekBooking(db: Reader, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The row under a lock until the transaction ends: steps on one booking take their turns. */
export async function lockBooking(db: Executor, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function updateBooking(db: Executor, id: number, values: Partial<NewBooking>, now: Date) {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

/** The exclusion constraint of migration 0011 refused an overlapping booking (SQLSTATE 23P01). */
export function isOverlap(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23P01' && constraint === 'equipment_bookings_no_overlap') return true;
  }
  return false;
}

/** Bookings still waiting for a response or for payment whose booked time has begun (the sweep's partial index). */
export async function unpaidStarted(db: Reader, now: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.state, ['waiting', 'responded']), lte(bookings.startsAt, now)))
    .orderBy(bookings.startsAt)
    .limit(500);
  return rows.map((row) => row.id);
}
