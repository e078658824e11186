import type { MechanicalValue } from './endpoints/materials';

/**
 * A grade's mechanical rows as one table per condition, shared by the grade page and the PDF datasheet.
 *
 * Standards band each property on its own: GB/T 1591 gives yield in bands ≤16, 16–40, 40–63 …, tensile in
 * ≤100, 100–150 …, elongation in ≤40, 40–63 … per direction, and impact for all thicknesses. The table has a
 * row per band of the first property that is banded (yield, else tensile …), sorted by lower then upper bound,
 * once each; a band of another property that overlaps none of those gets a row of its own. Each cell holds
 * every value of its property whose band overlaps the row's band (a value for all thicknesses overlaps all);
 * a value whose band does not contain the row's whole band carries its own band, so a row never claims more
 * than its source says (EN 10025-2 S355J2, ≤16: tensile 510–680 for ≤3 and 470–630 for 3–100). Where the
 * data has directions (L, T), a band has a row per direction, each with the values of its direction and the
 * values given without one; cells equal for all directions of a band span them.
 */
export const MECHANICAL_PROPERTIES = ['yield', 'tensile', 'elongation', 'reduction', 'hardness', 'impact'] as const;
export type MechanicalProperty = (typeof MECHANICAL_PROPERTIES)[number];

const gives: Record<MechanicalProperty, (row: MechanicalValue) => boolean> = {
  yield: (row) => row.yieldMin !== null || row.yieldMax !== null || row.yieldTypical !== null,
  tensile: (row) => row.tensileMin !== null || row.tensileMax !== null || row.tensileTypical !== null,
  elongation: (row) => row.elongationMin !== null || row.elongationTypical !== null,
  reduction: (row) => row.reductionOfAreaMin !== null,
  hardness: (row) => row.hardnessMin !== null || row.hardnessMax !== null,
  impact: (row) => row.impactEnergyMin !== null,
};

/** A thickness (or diameter) band in mm; both null: all thicknesses. */
export interface Band {
  from: number | null;
  to: number | null;
}

export interface CellValue {
  row: MechanicalValue;
  /** Number of the value's source in its table's `sources` (1-based). */
  note: number;
  /** The value's own band, when it does not cover the whole band of the table row. */
  band: Band | null;
}

export interface TableRow {
  band: Band;
  direction: string | null;
  cells: Record<MechanicalProperty, CellValue[]>;
  /** Table rows each cell spans (the band's rows of all directions); 0 when the row above covers it. */
  spans: Record<'band' | MechanicalProperty, number>;
}

export interface ConditionTable {
  condition: string;
  /** Properties any row gives, in MECHANICAL_PROPERTIES order. */
  properties: MechanicalProperty[];
  hasDirections: boolean;
  rows: TableRow[];
  sources: { code: string; ref: string }[];
}

const low = (band: Band) => band.from ?? 0;
const high = (band: Band) => band.to ?? Number.POSITIVE_INFINITY;
const bandOf = (row: MechanicalValue): Band => ({ from: row.thicknessFrom, to: row.thicknessTo });
const banded = (row: MechanicalValue) => row.thicknessFrom !== null || row.thicknessTo !== null;
const ALL: Band = { from: null, to: null };
const overlaps = (a: Band, b: Band) => low(a) < high(b) && low(b) < high(a);
const contains = (outer: Band, inner: Band) => low(outer) <= low(inner) && high(inner) <= high(outer);
const byBand = (a: Band, b: Band) => low(a) - low(b) || high(a) - high(b);
const sameBand = (a: Band, b: Band) => low(a) === low(b) && high(a) === high(b);

function uniqueSorted(bands: Band[]): Band[] {
  return [...bands].sort(byBand).filter((band, index, sorted) => index === 0 || !sameBand(band, sorted[index - 1]));
}

/** The bands the table has rows for (see the module comment). */
function tableBands(rows: readonly MechanicalValue[], properties: readonly MechanicalProperty[]): Band[] {
  const leading = properties.find((property) => rows.some((row) => gives[property](row) && banded(row)));
  if (leading === undefined) return [ALL];
  const primary = uniqueSorted(rows.filter((row) => gives[leading](row) && banded(row)).map(bandOf));
  const others = rows.filter(banded).map(bandOf).filter((band) => !primary.some((own) => overlaps(own, band)));
  return uniqueSorted([...primary, ...uniqueSorted(others).filter((band, index, list) => !list.slice(0, index).some((earlier) => overlaps(earlier, band)))]);
}

const sameCell = (a: CellValue[], b: CellValue[]) =>
  a.length === b.length && a.every((value, index) => value.row === b[index].row && value.band === b[index].band);

function conditionTable(condition: string, rows: readonly MechanicalValue[]): ConditionTable {
  const properties = MECHANICAL_PROPERTIES.filter((property) => rows.some(gives[property]));
  const hasDirections = rows.some((row) => row.direction !== null);
  const sources: ConditionTable['sources'] = [];
  const noteOf = (source: MechanicalValue['source']) => {
    let index = sources.findIndex((known) => known.code === source.code && known.ref === source.ref);
    if (index < 0) index = sources.push({ code: source.code, ref: source.ref }) - 1;
    return index + 1;
  };
  // Values of one band a row would otherwise restate, kept by identity so equal cells can span.
  const valuesCache = new Map<string, CellValue>();
  const valueFor = (row: MechanicalValue, rowIndex: number, band: Band): CellValue => {
    const own = banded(row) && !(band !== ALL && contains(bandOf(row), band)) ? bandOf(row) : null;
    const key = `${rowIndex}|${low(band)}|${high(band)}`;
    let value = valuesCache.get(key);
    if (!value) valuesCache.set(key, (value = { row, note: 0, band: own }));
    return value;
  };

  const tableRows: TableRow[] = [];
  for (const band of tableBands(rows, properties)) {
    const overlapping = rows.map((row, index) => ({ row, index })).filter(({ row }) => !banded(row) || band === ALL || overlaps(bandOf(row), band));
    const directions = [...new Set(overlapping.flatMap(({ row }) => (row.direction === null ? [] : [row.direction])))].sort();
    const group = (directions.length ? directions : [null]).map((direction): TableRow => {
      const cells = Object.fromEntries(
        MECHANICAL_PROPERTIES.map((property) => [
          property,
          overlapping
            .filter(({ row }) => gives[property](row) && (row.direction === null || row.direction === direction))
            .sort((a, b) => byBand(bandOf(a.row), bandOf(b.row)))
            .map(({ row, index }) => valueFor(row, index, band)),
        ]),
      ) as TableRow['cells'];
      return { band, direction, cells, spans: { band: 1, ...Object.fromEntries(MECHANICAL_PROPERTIES.map((property) => [property, 1])) } as TableRow['spans'] };
    });
    group.forEach((row, index) => (row.spans.band = index === 0 ? group.length : 0));
    for (const property of MECHANICAL_PROPERTIES) {
      if (group.every((row) => sameCell(row.cells[property], group[0].cells[property]))) {
        group.forEach((row, index) => (row.spans[property] = index === 0 ? group.length : 0));
      }
    }
    tableRows.push(...group);
  }
  // Notes numbered in reading order: row by row, left to right.
  for (const row of tableRows) {
    for (const property of properties) {
      if (row.spans[property] === 0) continue;
      for (const value of row.cells[property]) if (value.note === 0) value.note = noteOf(value.row.source);
    }
  }
  return { condition, properties, hasDirections, rows: tableRows, sources };
}

/** One table per condition, in the order the source lists the conditions. */
export function mechanicalTables(rows: readonly MechanicalValue[]): ConditionTable[] {
  const byCondition = new Map<string, MechanicalValue[]>();
  for (const row of rows) byCondition.set(row.condition, [...(byCondition.get(row.condition) ?? []), row]);
  return [...byCondition].map(([condition, list]) => conditionTable(condition, list));
}
