import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './price';

describe('yuan and fen', () => {
  it('turns yuan into whole fen without floating-point drift', () => {
    expect(yuanToFen(300)).toBe(30000);
    expect(yuanToFen(12.5)).toBe(1250);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1.1)).toBe(110);
    expect(yuanToFen('12.50')).toBe(1250);
    expect(yuanToFen(' 7 ')).toBe(700);
  });

  it('refuses what is not a non-negative amount with two decimals at most', () => {
    expect(yuanToFen(-1)).toBeUndefined();
    expect(yuanToFen('12.345')).toBeUndefined();
    expect(yuanToFen('1e3')).toBeUndefined();
    expect(yuanToFen('')).toBeUndefined();
    expect(yuanToFen(Number.NaN)).toBeUndefined();
    expect(yuanToFen(null)).toBeUndefined();
  });

  it('shows fen as yuan and back', () => {
    expect(fenToYuan(30000)).toBe(300);
    expect(fenToYuan(1250)).toBe(12.5);
    expect(yuanToFen(fenToYuan(29))).toBe(29);
  });
});
