import { describe, expect, it } from 'vitest';
import type { Slot } from '@contract/endpoints/equipments';
import { durationOptions, freeRunLength, hasFreeSlot, isBookableDate, priceEstimate } from './slots';

const slot = (start: string, end: string, free = true): Slot => ({ start, end, startsAt: `2026-11-24T${start}:00+08:00`, free });
// Morning 09–12 with 10:00 taken, afternoon 13–15: the lunch break ends a run.
const DAY = [
  slot('09:00', '10:00'),
  slot('10:00', '11:00', false),
  slot('11:00', '12:00'),
  slot('13:00', '14:00'),
  slot('14:00', '15:00'),
];

describe('consecutive free slots', () => {
  it('counts a run from a free slot up to a taken one, a gap, or the end of the day', () => {
    expect(freeRunLength(DAY, 0)).toBe(1);
    expect(freeRunLength(DAY, 1)).toBe(0);
    expect(freeRunLength(DAY, 2)).toBe(1);
    expect(freeRunLength(DAY, 3)).toBe(2);
    expect(freeRunLength(DAY, 4)).toBe(1);
  });

  it('never offers more than the most slots a booking may take', () => {
    const long = Array.from({ length: 30 }, (_, index) => {
      const minutes = 8 * 60 + index * 30;
      const hhmm = (value: number) => `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
      return slot(hhmm(minutes), hhmm(minutes + 30));
    });
    expect(freeRunLength(long, 0)).toBe(16);
    expect(freeRunLength(long, 0, 4)).toBe(4);
  });

  it('offers each duration of the run with its end time', () => {
    expect(durationOptions(DAY, '13:00', 60)).toEqual([
      { count: 1, minutes: 60, end: '14:00' },
      { count: 2, minutes: 120, end: '15:00' },
    ]);
    expect(durationOptions(DAY, '10:00', 60)).toEqual([]);
    expect(durationOptions(DAY, '07:00', 60)).toEqual([]);
  });

  it('knows a day without any free slot', () => {
    expect(hasFreeSlot({ closed: false, slots: DAY })).toBe(true);
    expect(hasFreeSlot({ closed: false, slots: DAY.map((each) => ({ ...each, free: false })) })).toBe(false);
    expect(hasFreeSlot({ closed: true, slots: DAY })).toBe(false);
    expect(hasFreeSlot(undefined)).toBe(false);
  });
});

describe('booking dates and prices', () => {
  const instrument = { openHours: { '1': [{ start: '09:00', end: '12:00' }], '2': [{ start: '09:00', end: '12:00' }] }, closedDates: ['2026-11-24'] };

  it('allows today to the horizon, on opening weekdays that are not closed', () => {
    expect(isBookableDate('2026-11-23', instrument, '2026-11-23')).toBe(true); // a Monday, today
    expect(isBookableDate('2026-11-16', instrument, '2026-11-23')).toBe(false); // past
    expect(isBookableDate('2026-11-24', instrument, '2026-11-23')).toBe(false); // closed date
    expect(isBookableDate('2026-11-25', instrument, '2026-11-23')).toBe(false); // Wednesday: no hours
    expect(isBookableDate('2026-11-30', instrument, '2026-11-23')).toBe(true);
    expect(isBookableDate('2027-02-22', instrument, '2026-11-23')).toBe(false); // a Monday beyond 90 days
    expect(isBookableDate('2027-02-15', instrument, '2026-11-23')).toBe(true);
    expect(isBookableDate('2026-11-30', { openHours: null, closedDates: [] }, '2026-11-23')).toBe(false);
  });

  it('estimates the price from the hourly price and the minutes', () => {
    expect(priceEstimate(30000, 120)).toBe(60000);
    expect(priceEstimate(30000, 30)).toBe(15000);
    expect(priceEstimate(333, 30)).toBe(167);
  });
});
