import { MSG, type CalendarDay } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { addCalendarDays, addWorkingDaysOnCalendar, beijingDate, holidaysBetween, type CalendarKind, type OfficialCalendar } from '../../../lib/workingDays';
import * as calendar from '../repository/calendar';

/**
 * Due dates on the official calendar, and its upkeep. Counting starts the Beijing calendar day after `from`;
 * a working day is Monday to Friday unless a 'holiday' row says otherwise, or a weekend 'workday' row. Years
 * after `calendarKnownUntil` count weekends only (the State Council publishes each year's notice in November).
 */
export async function dueDateFrom(
  db: Pick<Db, 'select'>,
  from: Date,
  workingDays: number,
): Promise<{ dueDate: string; holidays: { date: string; nameZh: string; nameEn: string }[]; calendarKnownUntil: number | null }> {
  const start = beijingDate(from);
  const [rows, calendarKnownUntil] = await Promise.all([calendar.daysAfter(db, start), calendar.lastKnownYear(db)]);
  const official = new Map(rows.map((row) => [row.day, row.kind as CalendarKind]));
  const dueDate = addWorkingDaysOnCalendar(start, workingDays, official);
  const names = new Map(rows.map((row) => [row.day, row]));
  const holidays = holidaysBetween(start, dueDate, official).map((date) => {
    const row = names.get(date);
    return { date, nameZh: row?.nameZh ?? '', nameEn: row?.nameEn ?? '' };
  });
  return { dueDate, holidays, calendarKnownUntil };
}

/** The official calendar's days from `from`'s Beijing date on, for counting working days (addWorkingDays). */
export async function officialCalendarFrom(db: Pick<Db, 'select'>, from: Date): Promise<OfficialCalendar> {
  // From the day itself on: a start on a holiday counts from the next working day.
  const rows = await calendar.daysAfter(db, addCalendarDays(beijingDate(from), -1));
  return new Map(rows.map((row) => [row.day, row.kind as CalendarKind]));
}

export const listCalendar = (db: Db, year: number) => calendar.daysOfYear(db, year);

/** A holiday on any day, a make-up 'workday' only on a Saturday or Sunday (a weekday is worked anyway). */
export function saveCalendarDay(db: Db, day: CalendarDay) {
  const time = Date.parse(`${day.date}T00:00:00Z`);
  // Not a date at all, or one that does not exist (30 February rolls over to March).
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day.date) throw badRequest(MSG.calendarDayInvalid);
  const weekday = new Date(time).getUTCDay();
  if (day.kind === 'workday' && weekday !== 0 && weekday !== 6) throw badRequest(MSG.calendarDayInvalid);
  return calendar.upsertDay(db, day);
}

export async function deleteCalendarDay(db: Db, date: string) {
  if (!(await calendar.deleteDay(db, date))) throw notFound();
}
