import { NO_TIME } from './dateTime';

/** China Standard Time has no daylight saving: Beijing is always UTC+8. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const beijingIso = (ms: number) => new Date(ms + BEIJING_OFFSET_MS).toISOString();

/**
 * An instant shown on the Beijing clock, whatever the viewer's time zone (bookings, deadlines): `2026-11-24 16:05`.
 * Pages that use it say once that times are Beijing time.
 */
export function formatBeijing(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? NO_TIME : beijingIso(ms).slice(0, 16).replace('T', ' ');
}

/** Today's date in Beijing, `2026-11-24`. */
export const beijingToday = (now: number = Date.now()) => beijingIso(now).slice(0, 10);

/** A calendar date (`YYYY-MM-DD`) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO weekday of a calendar date: '1' Monday … '7' Sunday. */
export function weekdayOf(date: string): '1' | '2' | '3' | '4' | '5' | '6' | '7' {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day) as '1' | '2' | '3' | '4' | '5' | '6' | '7';
}
