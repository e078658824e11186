import { and, asc, eq, gt, gte, lte, max } from 'drizzle-orm';
import type { CalendarDay } from '@contract';
import type { Db } from '../../../db/client';
import { calendarDays } from '../../../db/schema';
import type { CalendarKind } from '../../../lib/workingDays';

/** The official calendar (table calendar_days): a few dozen rows a year, keyed by the day. */
type Row = typeof calendarDays.$inferSelect;

const toDay = (row: Row): CalendarDay => ({ date: row.day, kind: row.kind as CalendarKind, nameZh: row.nameZh, nameEn: row.nameEn });

/** Every row after `date` (exclusive): what a count of working days starting then may step over. */
export function daysAfter(db: Pick<Db, 'select'>, date: string) {
  return db.select().from(calendarDays).where(gt(calendarDays.day, date)).orderBy(asc(calendarDays.day));
}

/** The last year with any row, or null when the calendar is empty. */
export async function lastKnownYear(db: Pick<Db, 'select'>): Promise<number | null> {
  const [row] = await db.select({ last: max(calendarDays.day) }).from(calendarDays);
  return row?.last ? Number(row.last.slice(0, 4)) : null;
}

export async function daysOfYear(db: Pick<Db, 'select'>, year: number) {
  const rows = await db
    .select()
    .from(calendarDays)
    .where(and(gte(calendarDays.day, `${year}-01-01`), lte(calendarDays.day, `${year}-12-31`)))
    .orderBy(asc(calendarDays.day));
  return rows.map(toDay);
}

export async function upsertDay(db: Pick<Db, 'insert'>, day: CalendarDay) {
  const values = { day: day.date, kind: day.kind, nameZh: day.nameZh, nameEn: day.nameEn };
  const [row] = await db
    .insert(calendarDays)
    .values(values)
    .onConflictDoUpdate({ target: calendarDays.day, set: { kind: values.kind, nameZh: values.nameZh, nameEn: values.nameEn } })
    .returning();
  return toDay(row);
}

/** True when the day had a row. */
export async function deleteDay(db: Pick<Db, 'delete'>, date: string) {
  const rows = await db.delete(calendarDays).where(eq(calendarDays.day, date)).returning({ day: calendarDays.day });
  return rows.length > 0;
}
