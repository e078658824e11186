import { describe, expect, it } from 'vitest';
import { formatFen } from './money';

describe('the money formatter', () => {
  it('shows integer fen as yuan with two decimals', () => {
    expect(formatFen(1250)).toBe('¥12.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(99)).toBe('¥0.99');
    expect(formatFen(100)).toBe('¥1.00');
  });

  it('groups thousands and keeps the sign in front of the currency', () => {
    expect(formatFen(168_000)).toBe('¥1,680.00');
    expect(formatFen(100_000_00)).toBe('¥100,000.00');
    expect(formatFen(123_456_789_01)).toBe('¥123,456,789.01');
    expect(formatFen(-300)).toBe('-¥3.00');
  });

  it('never shows float noise', () => {
    expect(formatFen(0.1 * 3 * 100)).toBe('¥0.30');
    expect(formatFen(1999.9999)).toBe('¥20.00');
  });
});
