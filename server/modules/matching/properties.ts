import { MATCH_PROPERTIES, type MaterialType, type MatchProperty } from '@contract';
import { conditionAffinity } from './conditions';
import type { MechanicalRow } from './types';

/**
 * Closeness of mechanical properties in one condition and thickness band.
 *
 * For each property the row is picked that covers the thickness (without a thickness: the thinnest band,
 * longitudinal before transverse). Values compare by relative difference, rel = |a − b| / max(a, b):
 * strengths s = 1 − rel/0.4, elongation and reduction of area s = 1 − rel/0.5, hardness (same scale)
 * s = 1 − rel/0.4, impact s = 0.75·(1 − |ΔT|/60 K) + 0.25·(1 − relΔE); all clamped to [0, 1]. A property that
 * only one side specifies is shown but not scored: standards publish different sets of properties.
 */

/**
 * The strength a designation names weighs most: yield for steels and aluminium (Q235, S355, A36 = 36 ksi),
 * tensile for welding consumables (E7018 = 70 ksi, E5015 = 490 MPa).
 */
const BASE_WEIGHTS: Record<MatchProperty, number> = { yield: 4, tensile: 2, elongation: 1, reductionOfArea: 0.5, hardness: 1, impact: 2 };
export const PROPERTY_WEIGHTS: Record<MaterialType, Record<MatchProperty, number>> = {
  steel: BASE_WEIGHTS,
  aluminium: BASE_WEIGHTS,
  welding: { ...BASE_WEIGHTS, yield: 2, tensile: 4 },
};
const STRENGTH_SCALE = 0.4;

/** A property value as compared, with where it comes from. */
export interface PropertyValue {
  min: number | null;
  max: number | null;
  /** Impact test temperature (°C). */
  tempC: number | null;
  /** Hardness scale or elongation gauge(s). */
  scale: string | null;
  condition: string;
  thicknessFrom: number | null;
  thicknessTo: number | null;
}

interface PropertyComparison {
  property: MatchProperty;
  a: PropertyValue | null;
  b: PropertyValue | null;
  basis: 'compared' | 'oneSided';
  weight: number;
  similarity: number;
}

const HAS: Record<MatchProperty, (row: MechanicalRow) => boolean> = {
  yield: (row) => row.yieldMin !== null,
  tensile: (row) => row.tensileMin !== null || row.tensileMax !== null,
  elongation: (row) => row.elongationMin !== null,
  reductionOfArea: (row) => row.reductionOfAreaMin !== null,
  hardness: (row) => row.hardnessMin !== null || row.hardnessMax !== null,
  impact: (row) => row.impactEnergyMin !== null,
};

const covers = (row: MechanicalRow, thickness: number) =>
  (row.thicknessFrom === null || row.thicknessFrom < thickness || (row.thicknessFrom === 0 && thickness === 0)) &&
  (row.thicknessTo === null || thickness <= row.thicknessTo);

/**
 * A grade's rows by condition, with the thinnest-band row of each property ready: built once per grade
 * (kept while its rows live), as matching asks the same grade the same questions for every query.
 */
interface RowsByCondition {
  conditions: string[];
  byCondition: Map<string, { rows: MechanicalRow[]; thinnest: (MechanicalRow | undefined)[] }>;
  /** Sides asked for before, by wanted condition and thickness. */
  sides: Map<string, PropertySide>;
}
const compiled = new WeakMap<MechanicalRow[], RowsByCondition>();

function compile(rows: MechanicalRow[]): RowsByCondition {
  let result = compiled.get(rows);
  if (!result) {
    const conditions = [...new Set(rows.flatMap((row) => row.conditions))];
    const byCondition = new Map(
      conditions.map((condition) => {
        const ofCondition = rows.filter((row) => row.conditions.includes(condition));
        return [condition, { rows: ofCondition, thinnest: MATCH_PROPERTIES.map((property) => bestRow(ofCondition, property, null)) }];
      }),
    );
    result = { conditions, byCondition, sides: new Map() };
    compiled.set(rows, result);
  }
  return result;
}

function bestRow(rows: MechanicalRow[], property: MatchProperty, thickness: number | null) {
  let best: MechanicalRow | undefined;
  for (const row of rows) {
    if (!HAS[property](row)) continue;
    if (thickness !== null && !covers(row, thickness)) continue;
    if (!best || rowOrder(row, best) < 0) best = row;
  }
  return best;
}

/** The row giving a property in a condition at a thickness (or the thinnest band), or undefined. */
export function rowFor(rows: MechanicalRow[], condition: string, property: MatchProperty, thickness: number | null) {
  const entry = compile(rows).byCondition.get(condition);
  if (!entry) return undefined;
  return thickness === null ? entry.thinnest[MATCH_PROPERTIES.indexOf(property)] : bestRow(entry.rows, property, thickness);
}

/** Thinnest band first, then longitudinal (or unspecified) before transverse; the listed order otherwise. */
function rowOrder(a: MechanicalRow, b: MechanicalRow): number {
  const from = (a.thicknessFrom ?? 0) - (b.thicknessFrom ?? 0);
  if (from !== 0) return from;
  const to = (a.thicknessTo ?? Infinity) - (b.thicknessTo ?? Infinity);
  if (to !== 0) return to;
  return (a.direction === 'T' ? 1 : 0) - (b.direction === 'T' ? 1 : 0);
}

const relative = (a: number, b: number) => (Math.max(a, b) === 0 ? 0 : Math.abs(a - b) / Math.max(a, b));
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Similarity of two strengths (MPa). */
export const strengthSimilarity = (a: number, b: number) => clamp01(1 - relative(a, b) / STRENGTH_SCALE);

export function valueOf(property: MatchProperty, row: MechanicalRow): PropertyValue {
  const base = { condition: row.conditionLabel, thicknessFrom: row.thicknessFrom, thicknessTo: row.thicknessTo, tempC: null, scale: null };
  switch (property) {
    case 'yield':
      return { ...base, min: row.yieldMin, max: null };
    case 'tensile':
      return { ...base, min: row.tensileMin, max: row.tensileMax };
    case 'elongation':
      return { ...base, min: row.elongationMin, max: null, scale: row.elongationGauges.join(' / ') || null };
    case 'reductionOfArea':
      return { ...base, min: row.reductionOfAreaMin, max: null };
    case 'hardness':
      return { ...base, min: row.hardnessMin, max: row.hardnessMax, scale: row.hardnessScale };
    case 'impact':
      return { ...base, min: row.impactEnergyMin, max: null, tempC: row.impactTempC };
  }
}

const sameHardnessScale = (a: string | null, b: string | null) =>
  (a ?? 'HBW').replace(/^HB$/, 'HBW') === (b ?? 'HBW').replace(/^HB$/, 'HBW');

/** Similarity of two values of a property, or null when they cannot be compared (other gauge or scale). */
function valueSimilarity(property: MatchProperty, a: MechanicalRow, b: MechanicalRow): number | null {
  switch (property) {
    case 'yield':
      return strengthSimilarity(a.yieldMin!, b.yieldMin!);
    case 'tensile': {
      if (a.tensileMin !== null && b.tensileMin !== null && a.tensileMax !== null && b.tensileMax !== null) {
        const distance = (Math.abs(a.tensileMin - b.tensileMin) + Math.abs(a.tensileMax - b.tensileMax)) / 2;
        return clamp01(1 - distance / Math.max(a.tensileMax, b.tensileMax) / STRENGTH_SCALE);
      }
      const [x, y] = a.tensileMin !== null && b.tensileMin !== null ? [a.tensileMin, b.tensileMin] : [a.tensileMax, b.tensileMax];
      return x === null || y === null ? null : clamp01(1 - relative(x, y) / STRENGTH_SCALE);
    }
    case 'elongation': {
      const [ga, gb] = [a.elongationGauges, b.elongationGauges];
      if (ga.length && gb.length && !ga.some((gauge) => gb.includes(gauge))) return null;
      return clamp01(1 - relative(a.elongationMin!, b.elongationMin!) / 0.5);
    }
    case 'reductionOfArea':
      return clamp01(1 - relative(a.reductionOfAreaMin!, b.reductionOfAreaMin!) / 0.5);
    case 'hardness': {
      if (!sameHardnessScale(a.hardnessScale, b.hardnessScale)) return null;
      const [x, y] = a.hardnessMax !== null && b.hardnessMax !== null ? [a.hardnessMax, b.hardnessMax] : [a.hardnessMin, b.hardnessMin];
      return x === null || y === null ? null : clamp01(1 - relative(x, y) / STRENGTH_SCALE);
    }
    case 'impact': {
      const temperature = clamp01(1 - Math.abs(a.impactTempC! - b.impactTempC!) / 60);
      return 0.75 * temperature + 0.25 * clamp01(1 - relative(a.impactEnergyMin!, b.impactEnergyMin!));
    }
  }
}

/** Distinct condition keys of a grade's rows, in the order the standard lists them. */
export const conditionsOf = (rows: MechanicalRow[]): string[] => compile(rows).conditions;

/** The condition of `rows` closest to `wanted`, with its affinity (0 when none is comparable). */
function closestCondition(rows: MechanicalRow[], wanted: string): { condition: string | null; affinity: number } {
  let best: { condition: string | null; affinity: number } = { condition: null, affinity: 0 };
  for (const condition of conditionsOf(rows)) {
    const affinity = conditionAffinity(wanted, condition);
    if (affinity > best.affinity) best = { condition, affinity };
  }
  return best;
}

export type PropertyStatus = 'compared' | 'noData' | 'noCommonCondition';

export interface PropertiesComparison {
  status: PropertyStatus;
  /** Condition keys compared on each side. */
  conditionA: string | null;
  conditionB: string | null;
  /** 1 for the same condition, less for a related one (conditions.ts); multiplies the similarity. */
  affinity: number;
  /** Per property, when asked to explain. */
  items: PropertyComparison[];
  weight: number;
  similarity: number;
}

/** One grade's side of a property comparison: its condition closest to the wanted one and the row per property. */
export interface PropertySide {
  condition: string | null;
  affinity: number;
  rows: (MechanicalRow | undefined)[];
}

export function propertySide(rows: MechanicalRow[], wanted: string | null, thickness: number | null): PropertySide {
  const { sides } = compile(rows);
  const key = `${wanted}|${thickness}`;
  let side = sides.get(key);
  if (!side) {
    const { condition, affinity } = wanted === null ? { condition: null, affinity: 0 } : closestCondition(rows, wanted);
    side = { condition, affinity, rows: condition === null ? [] : MATCH_PROPERTIES.map((property) => rowFor(rows, condition, property, thickness)) };
    // Bounded: a few conditions and the thicknesses people ask for.
    if (sides.size < 16) sides.set(key, side);
  }
  return side;
}

/** The condition properties are compared in: the one asked for, else the query's first. */
export const wantedCondition = (rowsA: MechanicalRow[], condition: string | null) => condition ?? conditionsOf(rowsA)[0] ?? null;

/**
 * Properties of A and B in the condition closest to `condition` (default: A's first condition) on each side,
 * at `thickness` (default: each side's thinnest band). Symmetric when a condition is given. When A has nothing
 * comparable there is nothing to compare (noData); when only B has not, B is judged not comparable (0).
 */
export function compareProperties(
  type: MaterialType,
  rowsA: MechanicalRow[],
  rowsB: MechanicalRow[],
  condition: string | null,
  thickness: number | null,
): PropertiesComparison {
  const wanted = wantedCondition(rowsA, condition);
  return compareSides(type, propertySide(rowsA, wanted, thickness), rowsB.length ? propertySide(rowsB, wanted, thickness) : null);
}

/** Σ weight and Σ weight·similarity·affinity of sumSides (a scratch pair: scoring every candidate makes no objects). */
const sums = new Float64Array(2);

/**
 * The properties both sides give, each weighed and compared (affinity applied), summed into `sums`; with
 * `items`, every property either side gives is listed there for the explanation (one-sided ones weigh 0).
 */
function sumSides(type: MaterialType, a: PropertySide, b: PropertySide, items: PropertyComparison[] | null) {
  const affinity = a.affinity * b.affinity;
  let weight = 0;
  let weighted = 0;
  for (let p = 0; p < MATCH_PROPERTIES.length; p++) {
    const property = MATCH_PROPERTIES[p];
    const rowA = a.rows[p];
    const rowB = b.rows[p];
    if (!rowA && !rowB) continue;
    const similarity = rowA && rowB ? valueSimilarity(property, rowA, rowB) : 0;
    if (similarity === null) continue;
    const itemWeight = rowA && rowB ? PROPERTY_WEIGHTS[type][property] : 0;
    weight += itemWeight;
    weighted += itemWeight * similarity * affinity;
    items?.push({
      property,
      a: rowA ? valueOf(property, rowA) : null,
      b: rowB ? valueOf(property, rowB) : null,
      basis: rowA && rowB ? 'compared' : 'oneSided',
      weight: itemWeight,
      similarity: similarity * affinity,
    });
  }
  sums[0] = weight;
  sums[1] = weighted;
}

/** A's side against B's (null: B has no properties at all). */
function compareSides(type: MaterialType, a: PropertySide, b: PropertySide | null): PropertiesComparison {
  const none = { items: [], weight: 0, similarity: 0 };
  if (a.condition === null || b === null) return { status: 'noData', conditionA: a.condition, conditionB: null, affinity: 0, ...none };
  if (b.condition === null) return { status: 'noCommonCondition', conditionA: a.condition, conditionB: null, affinity: 0, ...none };
  const items: PropertyComparison[] = [];
  sumSides(type, a, b, items);
  const [weight, weighted] = sums;
  const conditions = { conditionA: a.condition, conditionB: b.condition, affinity: a.affinity * b.affinity };
  if (weight === 0) return { status: 'noData', ...conditions, items, weight: 0, similarity: 0 };
  return { status: 'compared', ...conditions, items, weight, similarity: weighted / weight };
}

/** What compareSides gives the score (propertyScorePart), without building the comparison: NaN when not judged. */
export function sidesScorePart(type: MaterialType, a: PropertySide, b: PropertySide): number {
  if (a.condition === null) return NaN;
  if (b.condition === null) return 0;
  sumSides(type, a, b, null);
  return sums[0] === 0 ? NaN : sums[1] / sums[0];
}
