import { points } from '../../../components/quality/format';

/** A score (0–100) as the rankings show it: one decimal, as everywhere in the ranking. */
export const formatTotal = points;

/** The ranks that more than one row of a list holds (ties share a position). */
export function tiedRanks(rows: readonly { rank: number }[]): Set<number> {
  const seen = new Set<number>();
  const tied = new Set<number>();
  for (const { rank } of rows) {
    if (seen.has(rank)) tied.add(rank);
    seen.add(rank);
  }
  return tied;
}

interface CategoryChoice {
  id: number;
  lines: number;
  years: number[];
}

/**
 * The category and year a ranking shows: the one asked for when it exists, else the first category with published
 * lines (else the first); the year asked for when the category has lines that year, else its newest.
 */
export function resolveRankingFilters<C extends CategoryChoice>(
  categories: readonly C[],
  asked: { categoryId?: number; year?: number },
): { category: C | undefined; year: number | undefined } {
  const category =
    categories.find((item) => item.id === asked.categoryId) ?? categories.find((item) => item.lines > 0) ?? categories[0];
  if (!category) return { category: undefined, year: undefined };
  const year = asked.year !== undefined && category.years.includes(asked.year) ? asked.year : category.years[0];
  return { category, year };
}

/** A positive whole number of an address parameter, else undefined. */
export function idOf(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}
