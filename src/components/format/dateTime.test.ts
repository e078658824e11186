import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { NO_TIME, formatDate, formatDateTime } from './dateTime';

describe('the time formatter', () => {
  it('shows minutes in the local time zone, days without the time, and one mark for no time', () => {
    const iso = '2026-11-24T08:05:09.000Z';
    expect(formatDateTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
    expect(formatDateTime(iso)).toMatch(/^2026-11-2[45] \d\d:05$/);
    expect(formatDate(iso)).toMatch(/^2026-11-2[45]$/);
    for (const empty of [null, undefined, '']) {
      expect(formatDateTime(empty)).toBe(NO_TIME);
      expect(formatDate(empty)).toBe(NO_TIME);
    }
  });
});
