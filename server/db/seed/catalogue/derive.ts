import type { z } from 'zod';
import { gradeKeys, searchKey } from '../../../lib/searchKey';
import type { compositionRow, grade, mechanicalRow } from './format';

/**
 * What the database keeps beside a grade's own values, derived from them in one place for the catalogue and
 * the synthetic grades alike: search columns, the composition line of result lists and the property values
 * that lists sort and filter by.
 */
export type CatalogueGrade = z.infer<typeof grade>;
export type CompositionRow = z.infer<typeof compositionRow>;
export type MechanicalRow = z.infer<typeof mechanicalRow>;

/** Elements a result line leaves out: impurities, sums and "others", which say little about the grade. */
const NOT_IN_SUMMARY = new Set(['P', 'S', 'OthersEach', 'OthersTotal', 'CEV']);
const SUMMARY_ELEMENTS = 6;

/**
 * The interval a composition row allows, for range filters: `lo` is its minimum (0 under a bare maximum),
 * `hi` its maximum (null: no upper limit). A row without a number (only a note such as "balance") has neither.
 */
export function compositionBounds(row: Pick<CompositionRow, 'min' | 'max' | 'typical'>): { lo: number | null; hi: number | null } {
  if (row.min === undefined && row.max === undefined && row.typical === undefined) return { lo: null, hi: null };
  return { lo: row.min ?? row.typical ?? 0, hi: row.max ?? row.typical ?? null };
}

/** Each element with a value and its bounds (see compositionBounds), kept on the grade row for filters. */
export function elementBounds(rows: readonly CompositionRow[]): Record<string, [number, number | null]> {
  const bounds: Record<string, [number, number | null]> = {};
  for (const row of rows) {
    const { lo, hi } = compositionBounds(row);
    if (lo !== null) bounds[row.el] = [lo, hi];
  }
  return bounds;
}

/** "C ≤0.17 · Mn ≤1.4 · Cr 16–18": the main specified elements in the standard's order. */
export function compositionSummary(rows: readonly CompositionRow[]): string {
  return rows
    .filter((row) => !NOT_IN_SUMMARY.has(row.el) && !row.el.includes('+') && row.note !== 'residual')
    .map((row) => {
      if (row.min !== undefined && row.max !== undefined) return `${row.el} ${row.min}–${row.max}`;
      if (row.max !== undefined) return `${row.el} ≤${row.max}`;
      if (row.min !== undefined) return `${row.el} ≥${row.min}`;
      if (row.typical !== undefined) return `${row.el} ${row.typical}`;
      return undefined;
    })
    .filter((part): part is string => part !== undefined)
    .slice(0, SUMMARY_ELEMENTS)
    .join(' · ');
}

const lowest = (values: (number | undefined)[]) => {
  const given = values.filter((value): value is number => value !== undefined);
  return given.length ? Math.min(...given) : null;
};

const BRINELL = new Set(['HBW', 'HB']);

/** The lowest value specified over all conditions and thickness bands (a typical value where no minimum is given). */
export function propertyValues(rows: readonly MechanicalRow[]) {
  return {
    yieldMin: lowest(rows.map((row) => row.yieldMin ?? row.yieldTypical)),
    tensileMin: lowest(rows.map((row) => row.tensileMin ?? row.tensileTypical)),
    elongationMin: lowest(rows.map((row) => row.elongationMin ?? row.elongationTypical)),
    hardnessHb: lowest(
      rows.filter((row) => row.hardnessScale && BRINELL.has(row.hardnessScale)).map((row) => row.hardnessMin ?? row.hardnessMax),
    ),
    impactMin: lowest(rows.map((row) => row.impactEnergyMin)),
  };
}

/**
 * Search columns of a grade (see server/lib/searchKey.ts). Former names are search keys like aliases (exact
 * lookups and typos), and have their own column for ranking (an old name leads to its current grade first).
 */
export function searchColumns(
  value: Pick<CatalogueGrade, 'name' | 'aliases' | 'materialNumbers' | 'temper'> & { formerNames?: readonly { name: string }[] },
) {
  const former = (value.formerNames ?? []).map((entry) => entry.name);
  const keys = gradeKeys(value.name, [...value.aliases, ...former], value.materialNumbers, value.temper);
  return { nameKey: searchKey(value.name), searchKeys: keys, trgmText: keys.join(' ') };
}

/** The normalised former names of a grade (the `former_keys` column). */
export const formerKeys = (formerNames: readonly { name: string }[]) => [...new Set(formerNames.map((entry) => searchKey(entry.name)).filter(Boolean))];

export function derivedColumns(value: CatalogueGrade) {
  return {
    ...searchColumns(value),
    formerKeys: formerKeys(value.formerNames),
    compositionSummary: compositionSummary(value.composition),
    elementBounds: elementBounds(value.composition),
    ...propertyValues(value.mechanical),
  };
}
