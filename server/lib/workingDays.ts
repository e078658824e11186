/**
 * Working days in Beijing time (Asia/Shanghai, UTC+8 all year): Monday to Friday. Public holidays and their
 * swapped working weekends are not known to the platform; a deadline that falls on one is a day generous.
 */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** ISO weekday (1 Monday … 7 Sunday) of an instant, in Beijing. */
export function beijingWeekday(at: Date): number {
  const day = new Date(at.getTime() + BEIJING_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The instant `days` working days after `from`: the same Beijing time of day on the n-th following weekday.
 * Something filed on a Saturday is due on Tuesday for one day (the clock starts on Monday).
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime();
  // A weekend start counts from Monday at the same time of day.
  while (beijingWeekday(new Date(at)) > 5) at += DAY_MS;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (beijingWeekday(new Date(at)) <= 5) left -= 1;
  }
  return new Date(at);
}
