import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { BookingRecord } from '@contract';
import type { Db } from '../../../db/client';
import { bookingRecords as records, equipmentBookings as bookings, storedFiles, users } from '../../../db/schema';

/** What a laboratory records on a booking: service logs and experiment records, with their files. */
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert'>;
export type RecordKind = 'log' | 'experiment';

export async function insertRecord(db: Executor, values: { bookingId: number; kind: RecordKind; text: string; fileIds: string[]; authorId: number; now: Date }) {
  await db.insert(records).values({ bookingId: values.bookingId, kind: values.kind, text: values.text, fileIds: values.fileIds, authorId: values.authorId, createdAt: values.now });
}

/** A booking's records of one kind, oldest first, with each file's name, type and size (files since removed are left out). */
export async function recordsOf(db: Reader, bookingId: number, kind: RecordKind): Promise<BookingRecord[]> {
  const rows = await db
    .select({ row: records, author: sql<string | null>`coalesce(${users.realName}, ${users.userName})` })
    .from(records)
    .leftJoin(users, eq(users.id, records.authorId))
    .where(and(eq(records.bookingId, bookingId), eq(records.kind, kind)))
    .orderBy(asc(records.createdAt), asc(records.id));
  const ids = [...new Set(rows.flatMap(({ row }) => row.fileIds))];
  const files = ids.length
    ? await db.select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType, size: storedFiles.size }).from(storedFiles).where(inArray(storedFiles.id, ids))
    : [];
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map(({ row, author }) => ({
    id: row.id,
    kind: row.kind as RecordKind,
    text: row.text,
    files: row.fileIds.flatMap((id) => byId.get(id) ?? []),
    author,
    createTime: row.createdAt.toISOString(),
  }));
}

/** How many of the ids are laboratory files of the company (uploaded for purpose labFile). */
export async function countLabFiles(db: Reader, companyId: number, ids: string[]) {
  if (ids.length === 0) return 0;
  const [{ total }] = await db
    .select({ total: count() })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, 'labFile'), eq(storedFiles.companyId, companyId)));
  return total;
}

/**
 * Whether a laboratory file belongs to a record the customer may see: a service log of one of its bookings, or an
 * experiment record of one it has paid for (results are the customer's once payment is confirmed, spec §6).
 */
export async function customerMayRead(db: Reader, userId: number, fileId: string) {
  const [found] = await db
    .select({ id: records.id })
    .from(bookings)
    .innerJoin(records, eq(records.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.userId, userId),
        sql`${records.fileIds} @> ${JSON.stringify([fileId])}::jsonb`,
        or(eq(records.kind, 'log'), isNotNull(bookings.paidAt)),
      ),
    )
    .limit(1);
  return Boolean(found);
}
