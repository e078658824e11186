import { describe, expect, it } from 'vitest';
import { twelveMonths, yearTotal } from './months';

describe('the yearly bill', () => {
  it('shows all twelve months in order, zero where the server has nothing', () => {
    const rows = twelveMonths(2026, [
      { month: '2026-03', orders: 2, amount: 2500 },
      { month: '2026-11', orders: 1, amount: 1 },
    ]);
    expect(rows.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`));
    expect(rows[2]).toEqual({ month: '2026-03', orders: 2, amount: 2500 });
    expect(rows[10]).toEqual({ month: '2026-11', orders: 1, amount: 1 });
    expect(rows[0]).toEqual({ month: '2026-01', orders: 0, amount: 0 });
  });

  it('also reads months given by their number, and totals the year', () => {
    const rows = twelveMonths(2025, [
      { month: '1', orders: 1, amount: 100 },
      { month: '12', orders: 3, amount: 168_000 },
    ]);
    expect(rows[0].amount).toBe(100);
    expect(rows[11].orders).toBe(3);
    expect(yearTotal(rows)).toEqual({ orders: 4, amount: 168_100 });
  });
});
