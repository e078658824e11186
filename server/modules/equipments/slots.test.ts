import { describe, expect, it } from 'vitest';
import { MSG, type WeeklyHours } from '@contract';
import { beijingDate, beijingTime, checkRequest, daySlots, instantOf, priceOf, rangesFitSlots, weekdayOf, type Schedule } from './slots';

// 2026-11-30 is a Monday; `now` is Sunday 2026-11-29 10:00 in Beijing.
const MONDAY = '2026-11-30';
const NOW = new Date('2026-11-29T10:00:00+08:00');
const WORKING: WeeklyHours = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [day, [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]]),
);
const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({ openHours: WORKING, slotMinutes: 60, closedDates: [], ...overrides });
const booked = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
const starts = (date: string, s = schedule(), taken = [] as ReturnType<typeof booked>[], now = NOW) =>
  daySlots(s, date, taken, now).slots.map((slot) => `${slot.start}${slot.free ? '' : ' taken'}`);

describe('slots of a day', () => {
  it('cuts each opening range into slots from its start', () => {
    expect(starts(MONDAY)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    const day = daySlots(schedule(), MONDAY, [], NOW);
    expect(day.closed).toBe(false);
    expect(day.slots[0]).toMatchObject({ start: '09:00', end: '10:00', startsAt: '2026-11-30T01:00:00.000Z', free: true });
  });

  it('drops a partial slot at the end of a range', () => {
    const hours: WeeklyHours = { '1': [{ start: '09:00', end: '11:30' }, { start: '13:15', end: '14:00' }] };
    expect(starts(MONDAY, schedule({ openHours: hours, slotMinutes: 60 }))).toEqual(['09:00', '10:00']);
    expect(starts(MONDAY, schedule({ openHours: hours, slotMinutes: 30 }))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '13:15']);
  });

  it('knows a range that ends at midnight', () => {
    const hours: WeeklyHours = { '1': [{ start: '22:00', end: '24:00' }] };
    const day = daySlots(schedule({ openHours: hours, slotMinutes: 120 }), MONDAY, [], NOW);
    expect(day.slots).toMatchObject([{ start: '22:00', end: '24:00', startsAt: '2026-11-30T14:00:00.000Z' }]);
  });

  it('reads the weekday of the Beijing date, not of the UTC instant', () => {
    // Monday 07:00 in Beijing is Sunday 23:00 UTC: it is Monday's hours that count.
    expect(weekdayOf(MONDAY)).toBe(1);
    const early: WeeklyHours = { '1': [{ start: '07:00', end: '08:00' }], '7': [{ start: '23:00', end: '24:00' }] };
    const day = daySlots(schedule({ openHours: early }), MONDAY, [], NOW);
    expect(day.slots.map((slot) => slot.startsAt)).toEqual(['2026-11-29T23:00:00.000Z']);
    expect(new Date(day.slots[0].startsAt).getUTCDay()).toBe(0);
    expect(beijingDate(new Date(day.slots[0].startsAt))).toBe(MONDAY);
    expect(beijingTime(new Date(day.slots[0].startsAt))).toBe('07:00');
    expect(instantOf(MONDAY, 7 * 60).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('has nothing on a day without hours, and is closed then', () => {
    const sunday = daySlots(schedule(), '2026-11-29', [], NOW);
    expect(sunday).toEqual({ closed: true, slots: [] });
  });

  it('shows the slots of a closed date but none is free', () => {
    const day = daySlots(schedule({ closedDates: [MONDAY] }), MONDAY, [], NOW);
    expect(day.closed).toBe(true);
    expect(day.slots).toHaveLength(7);
    expect(day.slots.every((slot) => !slot.free)).toBe(true);
  });

  it('is closed for an instrument without configured time and for dates that do not exist', () => {
    expect(daySlots(schedule({ openHours: null }), MONDAY, [], NOW)).toEqual({ closed: true, slots: [] });
    expect(daySlots(schedule({ slotMinutes: null }), MONDAY, [], NOW)).toEqual({ closed: true, slots: [] });
    expect(daySlots(schedule(), '2026-02-30', [], NOW)).toEqual({ closed: true, slots: [] });
  });

  it('never offers a slot that has started', () => {
    const tenThirty = new Date('2026-11-30T10:30:00+08:00');
    expect(starts(MONDAY, schedule(), [], tenThirty)).toEqual(['09:00 taken', '10:00 taken', '11:00', '13:00', '14:00', '15:00', '16:00']);
    // A slot that starts exactly now has started.
    expect(starts(MONDAY, schedule(), [], new Date('2026-11-30T11:00:00+08:00'))[2]).toBe('11:00 taken');
  });

  it('takes the slots a booking overlaps, even partly', () => {
    const taken = [booked('2026-11-30T10:30:00+08:00', '2026-11-30T11:15:00+08:00'), booked('2026-11-30T14:00:00+08:00', '2026-11-30T15:00:00+08:00')];
    expect(starts(MONDAY, schedule(), taken)).toEqual(['09:00', '10:00 taken', '11:00 taken', '13:00', '14:00 taken', '15:00', '16:00']);
    // Touching is not overlapping: a booking that ends at 10:00 leaves the 10:00 slot free.
    expect(starts(MONDAY, schedule(), [booked('2026-11-30T09:00:00+08:00', '2026-11-30T10:00:00+08:00')]).slice(0, 2)).toEqual(['09:00 taken', '10:00']);
  });

  it('offers nothing beyond the booking horizon (90 days)', () => {
    const last = '2027-02-27';
    expect(daySlots(schedule({ openHours: { '6': [{ start: '09:00', end: '10:00' }] } }), last, [], NOW).closed).toBe(false);
    const beyond = daySlots(schedule({ openHours: { '7': [{ start: '09:00', end: '10:00' }] } }), '2027-02-28', [], NOW);
    expect(beyond.closed).toBe(true);
    expect(beyond.slots.every((slot) => !slot.free)).toBe(true);
  });
});

describe('checking a request', () => {
  const day = (taken = [] as ReturnType<typeof booked>[], s = schedule()) => daySlots(s, MONDAY, taken, NOW);

  it('accepts consecutive free slots of one range and says when they run', () => {
    const result = checkRequest(day(), '09:00', 3);
    expect(result).toEqual({ ok: true, startsAt: new Date('2026-11-30T09:00:00+08:00'), endsAt: new Date('2026-11-30T12:00:00+08:00'), minutes: 180 });
    expect(checkRequest(day(), '16:00', 1)).toMatchObject({ ok: true, minutes: 60 });
  });

  it('refuses a time that is not a slot start, too many slots, or slots across the lunch break', () => {
    const wrong = { ok: false, refusal: { status: 400, message: MSG.experimentTime } };
    expect(checkRequest(day(), '09:30', 1)).toEqual(wrong);
    expect(checkRequest(day(), '12:00', 1)).toEqual(wrong);
    expect(checkRequest(day(), '11:00', 2)).toEqual(wrong);
    expect(checkRequest(day(), '16:00', 2)).toEqual(wrong);
    expect(checkRequest(day(), '09:00', 0)).toEqual(wrong);
  });

  it('refuses slots another booking holds: 409, booked by someone else', () => {
    const taken = [booked('2026-11-30T10:00:00+08:00', '2026-11-30T11:00:00+08:00')];
    const justTaken = { ok: false, refusal: { status: 409, message: MSG.bookingTaken } };
    expect(checkRequest(day(taken), '09:00', 2)).toEqual(justTaken);
    expect(checkRequest(day(taken), '10:00', 1)).toEqual(justTaken);
    expect(checkRequest(day(taken), '09:00', 1)).toMatchObject({ ok: true });
    // Held slots and a wrong time together: the time is wrong.
    expect(checkRequest(day(taken), '10:00', 3)).toMatchObject({ ok: false, refusal: { message: MSG.experimentTime } });
    // A slot that has started is not "taken", it is past.
    const late = daySlots(schedule(), MONDAY, taken, new Date('2026-11-30T09:30:00+08:00'));
    expect(checkRequest(late, '09:00', 2)).toMatchObject({ ok: false, refusal: { message: MSG.experimentTime } });
  });

  it('answers 409 appointmentUnavailable when the date has no free slot at all', () => {
    const unavailable = { ok: false, refusal: { status: 409, message: MSG.appointmentUnavailable } };
    expect(checkRequest(daySlots(schedule({ closedDates: [MONDAY] }), MONDAY, [], NOW), '09:00', 1)).toEqual(unavailable);
    expect(checkRequest(daySlots(schedule(), '2026-11-29', [], NOW), '09:00', 1)).toEqual(unavailable);
    const allDay = [booked('2026-11-30T09:00:00+08:00', '2026-11-30T17:00:00+08:00')];
    expect(checkRequest(day(allDay), '09:00', 1)).toEqual(unavailable);
    // A past day has slots, none free.
    expect(checkRequest(daySlots(schedule(), '2026-11-27', [], NOW), '09:00', 1)).toEqual(unavailable);
  });
});

describe('price', () => {
  it('is the hourly price times the minutes, rounded to the fen', () => {
    expect(priceOf(30000, 60)).toBe(30000);
    expect(priceOf(30000, 180)).toBe(90000);
    expect(priceOf(10001, 30)).toBe(5001); // 5000.5 rounds up
    expect(priceOf(10001, 20)).toBe(3334); // 3333.67
    expect(priceOf(1, 30)).toBe(1);
    expect(priceOf(10_000_000, 16 * 240)).toBe(640_000_000);
  });

  it('checks that every opening range holds a slot', () => {
    expect(rangesFitSlots(WORKING, 60)).toBe(true);
    expect(rangesFitSlots(WORKING, 240)).toBe(false);
  });
});
