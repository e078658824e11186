import { describe, expect, it } from 'vitest';
import { isOverdue } from './deadline';

describe('the response deadline', () => {
  const deadline = '2026-11-25T10:00:00.000Z';
  it('is overdue only while the booking waits and the deadline has passed', () => {
    expect(isOverdue({ state: 'waiting', responseDeadline: deadline }, Date.parse('2026-11-25T10:00:01Z'))).toBe(true);
    expect(isOverdue({ state: 'waiting', responseDeadline: deadline }, Date.parse('2026-11-25T09:59:59Z'))).toBe(false);
    expect(isOverdue({ state: 'responded', responseDeadline: deadline }, Date.parse('2026-11-26T00:00:00Z'))).toBe(false);
  });
});
