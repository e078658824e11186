import type { GradeDetail, MechanicalValue } from '@contract/endpoints/materials';

/**
 * Mechanical rows grouped the way the detail page shows them: by condition (in the source's order), then by
 * thickness band (thinnest first).
 */
export interface ConditionGroup {
  condition: string;
  rows: MechanicalValue[];
}

/** Banded rows thinnest first; rows for all thicknesses (e.g. an impact test) after them. */
const bandStart = (row: MechanicalValue) =>
  row.thicknessFrom === null && row.thicknessTo === null ? Number.POSITIVE_INFINITY : (row.thicknessFrom ?? 0);

export function groupByCondition(rows: readonly MechanicalValue[]): ConditionGroup[] {
  const groups = new Map<string, MechanicalValue[]>();
  for (const row of rows) {
    const list = groups.get(row.condition) ?? [];
    list.push(row);
    groups.set(row.condition, list);
  }
  // Directions are codes ('L', 'T'): compared as plain strings (localeCompare loads a collator on first use).
  const compare = <T>(x: T, y: T) => (x === y ? 0 : x < y ? -1 : 1);
  const order = (a: MechanicalValue, b: MechanicalValue) =>
    compare(bandStart(a), bandStart(b)) || compare(a.direction ?? '', b.direction ?? '');
  return [...groups].map(([condition, list]) => ({ condition, rows: [...list].sort(order) }));
}

/**
 * The row a comparison uses for a grade: the first condition its source lists, thinnest band. Comparisons
 * name it beside the values, since grades of different standards band differently.
 */
export function referenceRow(grade: Pick<GradeDetail, 'mechanical'>): MechanicalValue | null {
  return groupByCondition(grade.mechanical)[0]?.rows[0] ?? null;
}

/**
 * The row that gives one property for a comparison: the reference row when it has the value, else the first
 * row of the same condition that does (standards often give the impact test in a row of its own).
 */
export function rowWith(grade: Pick<GradeDetail, 'mechanical'>, has: (row: MechanicalValue) => boolean): MechanicalValue | null {
  const first = groupByCondition(grade.mechanical)[0];
  if (!first) return null;
  return has(first.rows[0]) ? first.rows[0] : (first.rows.find(has) ?? null);
}

/** The page's and the datasheet's table: a row per condition × band (× direction), see contract/mechanicalTable.ts. */
export { mechanicalTables, MECHANICAL_PROPERTIES } from '@contract/mechanicalTable';
export type { Band, CellValue, ConditionTable, MechanicalProperty, TableRow } from '@contract/mechanicalTable';
