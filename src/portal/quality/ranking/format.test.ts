import { describe, expect, it } from 'vitest';
import { formatTotal, idOf, resolveRankingFilters, tiedRanks } from './format';

const categories = [
  { id: 1, lines: 0, years: [] },
  { id: 2, lines: 5, years: [2026, 2025] },
  { id: 3, lines: 1, years: [2024] },
];

describe('the ranking filters', () => {
  it('marks only the positions more than one row holds', () => {
    expect([...tiedRanks([{ rank: 1 }, { rank: 2 }, { rank: 2 }, { rank: 4 }])]).toEqual([2]);
    expect(tiedRanks([{ rank: 1 }, { rank: 2 }]).size).toBe(0);
  });

  it('shows the asked category and year, else the first ranked category and its newest year', () => {
    expect(resolveRankingFilters(categories, {})).toEqual({ category: categories[1], year: 2026 });
    expect(resolveRankingFilters(categories, { categoryId: 2, year: 2025 })).toEqual({ category: categories[1], year: 2025 });
    expect(resolveRankingFilters(categories, { categoryId: 2, year: 2019 }).year).toBe(2026);
    expect(resolveRankingFilters(categories, { categoryId: 1 })).toEqual({ category: categories[0], year: undefined });
    expect(resolveRankingFilters(categories, { categoryId: 99 }).category).toBe(categories[1]);
    expect(resolveRankingFilters([], {})).toEqual({ category: undefined, year: undefined });
  });

  it('reads positive ids only, and shows totals with one decimal', () => {
    expect(idOf('12')).toBe(12);
    expect([idOf('0'), idOf('-1'), idOf('1.5'), idOf('x'), idOf(null), idOf('1234567890')]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(formatTotal(87.25)).toBe('87.3');
  });
});
