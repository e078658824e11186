import { describe, expect, it } from 'vitest';
import { addWorkingDays, beijingWeekday } from './workingDays';

// 2026-11-27 is a Friday; times are given in Beijing (+08:00).
const at = (iso: string) => new Date(iso);

describe('working days in Beijing', () => {
  it('reads the weekday in Beijing, not UTC', () => {
    // Friday 23:30 UTC is already Saturday 07:30 in Beijing.
    expect(beijingWeekday(at('2026-11-27T23:30:00Z'))).toBe(6);
    expect(beijingWeekday(at('2026-11-27T10:00:00+08:00'))).toBe(5);
  });

  it('a weekday plus one is the next weekday, Friday plus one is Monday', () => {
    expect(addWorkingDays(at('2026-11-26T10:00:00+08:00'), 1).toISOString()).toBe(at('2026-11-27T10:00:00+08:00').toISOString());
    expect(addWorkingDays(at('2026-11-27T10:00:00+08:00'), 1).toISOString()).toBe(at('2026-11-30T10:00:00+08:00').toISOString());
  });

  it('a weekend start counts from Monday', () => {
    expect(addWorkingDays(at('2026-11-28T15:00:00+08:00'), 1).toISOString()).toBe(at('2026-12-01T15:00:00+08:00').toISOString());
    expect(addWorkingDays(at('2026-11-29T15:00:00+08:00'), 0).toISOString()).toBe(at('2026-11-30T15:00:00+08:00').toISOString());
  });
});
