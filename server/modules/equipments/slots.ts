import { EQUIPMENT_LIMITS, MSG, minutesOf, type MessageKey, type Slot, type WeeklyHours } from '@contract';

/**
 * When an instrument may be booked, computed without the database: the slots of one Beijing date (Asia/Shanghai,
 * UTC+8 all year, no daylight saving) from the weekly opening hours, and the check of a booking request against
 * them. Slots start at each opening range's start and follow one another; a last slot that would run past the
 * range's end is dropped.
 */

const BEIJING_OFFSET_MS = 8 * 3600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** What the laboratory configured (null columns: not bookable yet). */
export interface Schedule {
  openHours: WeeklyHours | null;
  slotMinutes: number | null;
  closedDates: readonly string[];
}

/** A booking that holds time (any state but cancelled). */
export interface TakenTime {
  startsAt: Date;
  endsAt: Date;
}

/** A slot and the opening range it belongs to (consecutive slots of one booking stay in one range). */
export interface DaySlot extends Slot {
  range: number;
  /** Free but for a booking that holds it. */
  taken: boolean;
  startsAtMs: number;
  endsAtMs: number;
}

export interface Day {
  /** A closed date, a day without opening hours, an unconfigured instrument, or beyond the booking horizon. */
  closed: boolean;
  slots: DaySlot[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function partsOf(date: string) {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Midnight of a Beijing date, as an instant. */
export function beijingMidnight(date: string): Date {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day) - BEIJING_OFFSET_MS);
}

/** The instant `minutes` after midnight of a Beijing date. */
export const instantOf = (date: string, minutes: number) => new Date(beijingMidnight(date).getTime() + minutes * MINUTE_MS);

/** A calendar date that exists (the contract's pattern lets 2026-02-30 through). */
export function isRealDate(date: string): boolean {
  const { year, month, day } = partsOf(date);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date: the same wherever it is read. */
export function weekdayOf(date: string): number {
  const { year, month, day } = partsOf(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Beijing date of an instant, 'YYYY-MM-DD'. */
export const beijingDate = (at: Date) => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
/** The Beijing time of day of an instant, 'HH:mm'. */
export const beijingTime = (at: Date) => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(11, 16);

/** A Beijing date `days` after another. */
export const addDays = (date: string, days: number) => beijingDate(new Date(beijingMidnight(date).getTime() + days * DAY_MS));

/** The last date a booking may be made for, seen at `now`. */
export const lastBookableDate = (now: Date) => addDays(beijingDate(now), EQUIPMENT_LIMITS.bookAheadDays);

export const isConfigured = (schedule: Schedule): schedule is Schedule & { openHours: WeeklyHours; slotMinutes: number } =>
  schedule.openHours !== null && schedule.slotMinutes !== null && schedule.slotMinutes > 0;

/**
 * The slots of an instrument on a Beijing date. A slot is free when the day is open, it has not started yet at
 * `now`, and no booking in `taken` overlaps it.
 */
export function daySlots(schedule: Schedule, date: string, taken: readonly TakenTime[], now: Date): Day {
  if (!isConfigured(schedule) || !isRealDate(date)) return { closed: true, slots: [] };
  const ranges = schedule.openHours[String(weekdayOf(date)) as keyof WeeklyHours] ?? [];
  const closed =
    ranges.length === 0 || schedule.closedDates.includes(date) || date > lastBookableDate(now);
  const length = schedule.slotMinutes;
  const midnight = beijingMidnight(date).getTime();
  const slots: DaySlot[] = [];
  ranges.forEach((range, index) => {
    const end = minutesOf(range.end);
    for (let start = minutesOf(range.start); start + length <= end; start += length) {
      const startsAtMs = midnight + start * MINUTE_MS;
      const endsAtMs = startsAtMs + length * MINUTE_MS;
      const overlaps = taken.some((booking) => booking.startsAt.getTime() < endsAtMs && booking.endsAt.getTime() > startsAtMs);
      slots.push({
        start: hhmm(start),
        end: hhmm(start + length),
        startsAt: new Date(startsAtMs).toISOString(),
        free: !closed && startsAtMs > now.getTime() && !overlaps,
        range: index,
        taken: !closed && startsAtMs > now.getTime() && overlaps,
        startsAtMs,
        endsAtMs,
      });
    }
  });
  return { closed, slots };
}

export interface Refusal {
  status: 400 | 409;
  message: MessageKey;
}
export type RequestCheck = { ok: true; startsAt: Date; endsAt: Date; minutes: number } | { ok: false; refusal: Refusal };

/**
 * Whether `count` slots from `startTime` may be booked on the day: each must exist, follow the previous one in
 * the same opening range, and be free. A day without any free slot answers 409 'An available appointment time
 * must exist on the chosen date'; slots another booking holds (it may have been made a moment ago) answer 409
 * 'This time has just been booked by someone else'; any other wrong time answers 400 'Please choose the correct
 * time for the experiment'.
 */
export function checkRequest(day: Day, startTime: string, count: number): RequestCheck {
  if (!day.slots.some((slot) => slot.free)) return { ok: false, refusal: { status: 409, message: MSG.appointmentUnavailable } };
  const wrongTime: RequestCheck = { ok: false, refusal: { status: 400, message: MSG.experimentTime } };
  const first = day.slots.findIndex((slot) => slot.start === startTime);
  if (first < 0 || count < 1) return wrongTime;
  const chosen = day.slots.slice(first, first + count);
  if (chosen.length !== count) return wrongTime;
  const together = chosen.every(
    (slot, index) => slot.free && slot.range === chosen[0].range && (index === 0 || slot.startsAtMs === chosen[index - 1].endsAtMs),
  );
  if (!together) {
    const onlyTaken = chosen.every((slot, index) => (slot.free || slot.taken) && slot.range === chosen[0].range && (index === 0 || slot.startsAtMs === chosen[index - 1].endsAtMs));
    return onlyTaken ? { ok: false, refusal: { status: 409, message: MSG.bookingTaken } } : wrongTime;
  }
  const startsAt = new Date(chosen[0].startsAtMs);
  const endsAt = new Date(chosen[chosen.length - 1].endsAtMs);
  return { ok: true, startsAt, endsAt, minutes: (endsAt.getTime() - startsAt.getTime()) / MINUTE_MS };
}

/** The price of `minutes` at `hourlyPrice` fen an hour, rounded half up to the fen, in integers. */
export const priceOf = (hourlyPrice: number, minutes: number) => Math.floor((hourlyPrice * minutes + 30) / 60);

/** What the public sees of a day: the contract's slot shape. */
export const publicSlots = (day: Day): Slot[] => day.slots.map(({ start, end, startsAt, free }) => ({ start, end, startsAt, free }));

/** The opening ranges each hold at least one slot (a range shorter than the slot length offers none). */
export const rangesFitSlots = (openHours: WeeklyHours, slotMinutes: number) =>
  Object.values(openHours).every((ranges) => (ranges ?? []).every((range) => minutesOf(range.end) - minutesOf(range.start) >= slotMinutes));
