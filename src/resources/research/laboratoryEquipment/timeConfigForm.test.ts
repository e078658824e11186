import { describe, expect, it } from 'vitest';
import { timeConfigInput } from '@contract/endpoints/equipments';
import { HALF_HOURS, rangesText, toFields, toInput } from './timeConfigForm';

const configured = {
  openHours: { '1': [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }], '6': [] },
  slotMinutes: 30,
  hourlyPrice: 30050,
  closedDates: ['2026-12-25', '2026-10-01'],
};

describe('the time form', () => {
  it('offers every half hour of the day, 24:00 included', () => {
    expect(HALF_HOURS).toHaveLength(49);
    expect(HALF_HOURS[0]).toBe('00:00');
    expect(HALF_HOURS[19]).toBe('09:30');
    expect(HALF_HOURS[48]).toBe('24:00');
  });

  it('suggests working days 09–12 and 13–17 with one-hour slots for an instrument without time', () => {
    const fields = toFields({ openHours: null, slotMinutes: null, hourlyPrice: null, closedDates: [] });
    expect(fields.hours['1']).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(fields.hours['6']).toEqual([]);
    expect(fields.hours['7']).toEqual([]);
    expect(fields.slotMinutes).toBe(60);
    expect(fields.hourlyPriceYuan).toBeNull();
  });

  it('shows a configured instrument as it is, the price in yuan', () => {
    const fields = toFields(configured);
    expect(fields.hours['1']).toHaveLength(2);
    expect(fields.hours['2']).toEqual([]);
    expect(fields.hourlyPriceYuan).toBe(300.5);
    expect(fields.closedDates).toEqual(['2026-10-01', '2026-12-25']);
  });

  it('saves ranges in order, leaves out half-filled ones, the price in fen, dates once and sorted', () => {
    const fields = toFields(configured);
    fields.hours['3'] = [{ start: '10:00' }, { start: '08:00', end: '24:00' }];
    fields.closedDates.push('2026-10-01');
    const input = toInput(7, fields);
    expect(input.openHours['1']).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(input.openHours['3']).toEqual([{ start: '08:00', end: '24:00' }]);
    expect(input.hourlyPrice).toBe(30050);
    expect(input.closedDates).toEqual(['2026-10-01', '2026-12-25']);
    expect(timeConfigInput.safeParse(input).success).toBe(true);
  });

  it('lets the contract refuse a missing price and overlapping ranges', () => {
    const fields = toFields(configured);
    fields.hourlyPriceYuan = null;
    expect(timeConfigInput.safeParse(toInput(7, fields)).success).toBe(false);
    const overlapping = toFields(configured);
    overlapping.hours['2'] = [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }];
    expect(timeConfigInput.safeParse(toInput(7, overlapping)).success).toBe(false);
  });

  it('writes a day’s hours as text', () => {
    expect(rangesText([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }])).toBe('09:00–12:00, 13:00–17:00');
    expect(rangesText(undefined)).toBe('');
  });
});
