/**
 * Working days in Beijing time (Asia/Shanghai, UTC+8 all year): Monday to Friday, and on the official calendar
 * (below) less public holidays, plus the weekend days worked instead.
 */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** ISO weekday (1 Monday … 7 Sunday) of an instant, in Beijing. */
export function beijingWeekday(at: Date): number {
  const day = new Date(at.getTime() + BEIJING_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The instant `days` working days after `from`: the same Beijing time of day on the n-th following working day
 * (Monday to Friday, or as the official `calendar` says). Something filed on a Saturday is due on Tuesday for one
 * day (the clock starts on Monday); filed on the eve of the National Day holiday, after it.
 */
export function addWorkingDays(from: Date, days: number, calendar: OfficialCalendar = new Map()): Date {
  const working = (at: number) => isWorkingDay(beijingDate(new Date(at)), calendar);
  let at = from.getTime();
  // A start on a day off counts from the next working day at the same time of day.
  while (!working(at)) at += DAY_MS;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (working(at)) left -= 1;
  }
  return new Date(at);
}

/**
 * Working days on the official calendar (State Council notices, table calendar_days): Monday to Friday, less the
 * public holidays, plus the weekend days worked instead. Dates are Beijing calendar dates 'YYYY-MM-DD'; a year the
 * calendar does not know counts weekends only.
 */
export type CalendarKind = 'holiday' | 'workday';
export type OfficialCalendar = ReadonlyMap<string, CalendarKind>;

/** The Beijing calendar date of an instant, 'YYYY-MM-DD'. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` calendar days after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether work is done on a date: a 'workday' row always, a 'holiday' row never, otherwise Monday to Friday. */
export function isWorkingDay(date: string, calendar: OfficialCalendar): boolean {
  const kind = calendar.get(date);
  if (kind !== undefined) return kind === 'workday';
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The date of the `days`-th working day after `startDate` (counting starts the next day, so something started on
 * a Saturday and taking one day is due on Monday). Zero days: the start date itself.
 */
export function addWorkingDaysOnCalendar(startDate: string, days: number, calendar: OfficialCalendar): string {
  let date = startDate;
  let left = days;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date, calendar)) left -= 1;
  }
  return date;
}

/** The holiday rows after `startDate` up to and including `endDate`, in date order: what a count stepped over. */
export function holidaysBetween(startDate: string, endDate: string, calendar: OfficialCalendar): string[] {
  return [...calendar.entries()]
    .filter(([date, kind]) => kind === 'holiday' && date > startDate && date <= endDate)
    .map(([date]) => date)
    .sort();
}
