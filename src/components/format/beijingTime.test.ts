import { describe, expect, it } from 'vitest';
import { addDays, beijingToday, formatBeijing, weekdayOf } from './beijingTime';

describe('Beijing time', () => {
  it('shows an instant on the Beijing clock', () => {
    expect(formatBeijing('2026-11-24T01:00:00.000Z')).toBe('2026-11-24 09:00');
    expect(formatBeijing('2026-11-24T16:30:00.000Z')).toBe('2026-11-25 00:30');
    expect(formatBeijing(null)).toBe('—');
    expect(formatBeijing('not a time')).toBe('—');
  });

  it("knows Beijing's today, which starts 8 hours before UTC's", () => {
    expect(beijingToday(Date.parse('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
    expect(beijingToday(Date.parse('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });

  it('moves dates across months and years, and names weekdays Monday = 1', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 90)).toBe('2027-02-22');
    expect(weekdayOf('2026-11-23')).toBe('1');
    expect(weekdayOf('2026-11-29')).toBe('7');
  });
});
