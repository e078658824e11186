import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './price';

describe('the library price', () => {
  it('turns yuan with up to two decimals into integer fen', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.50')).toBe(1250);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen(' 0.01 ')).toBe(1);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('100000')).toBe(100_000_00);
    expect(yuanToFen(19.99)).toBe(1999);
  });

  it('never goes through floating point', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.13')).toBe(113);
    expect(yuanToFen('4.35')).toBe(435);
  });

  it('rejects three decimals and anything that is not a plain amount', () => {
    for (const bad of ['12.345', '0.001', '-1', '-0.5', '1e3', '12.', '.5', 'abc', '', ' ', '1,000', '¥12', null, undefined]) {
      expect(yuanToFen(bad), String(bad)).toBeUndefined();
    }
    expect(yuanToFen(0.1 + 0.2)).toBeUndefined();
  });

  it('shows fen as yuan with two decimals for the form', () => {
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(100_000_00)).toBe('100000.00');
    expect(yuanToFen(fenToYuan(1999))).toBe(1999);
  });
});
