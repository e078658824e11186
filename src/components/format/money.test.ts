import { describe, expect, it } from 'vitest';
import { fenToYuan, fenToYuanText, formatFen, yuanToFen } from './money';

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

describe('yuan typed, fen sent', () => {
  it('turns yuan typed or picked into whole fen without floating-point drift', () => {
    expect(yuanToFen(300)).toBe(30000);
    expect(yuanToFen(12.5)).toBe(1250);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1999.99)).toBe(199999);
    expect(yuanToFen(1.1)).toBe(110);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.13')).toBe(113);
    expect(yuanToFen('4.35')).toBe(435);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.50')).toBe(1250);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen(' 7 ')).toBe(700);
    expect(yuanToFen(' 0.01 ')).toBe(1);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('100000')).toBe(100_000_00);
  });

  it('refuses what is not a non-negative amount with two decimals at most, and leaves an empty field empty', () => {
    for (const bad of ['12.345', '0.001', '-1', '-0.5', '1e3', '12.', '.5', 'abc', '', ' ', '1,000', '¥12', null, undefined]) {
      expect(yuanToFen(bad), String(bad)).toBeUndefined();
    }
    expect(yuanToFen(-1)).toBeUndefined();
    expect(yuanToFen(Number.NaN)).toBeUndefined();
  });

  it('shows fen back as yuan: a number for an InputNumber, two-decimal text for a text field', () => {
    expect(fenToYuan(30000)).toBe(300);
    expect(fenToYuan(1250)).toBe(12.5);
    expect(yuanToFen(fenToYuan(29))).toBe(29);
    expect(fenToYuanText(1250)).toBe('12.50');
    expect(fenToYuanText(1)).toBe('0.01');
    expect(fenToYuanText(0)).toBe('0.00');
    expect(fenToYuanText(100_000_00)).toBe('100000.00');
    expect(yuanToFen(fenToYuanText(1999))).toBe(1999);
  });
});
