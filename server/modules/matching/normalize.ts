import { conditionKeys } from '@contract';
import type { ElementRange, MechanicalRow } from './types';

/**
 * From stored composition and property rows (catalogue files now, database rows in phase 2: the same
 * fields) to the engine's limits. Standards state some limits as words; the few patterns they use are read
 * here, and a limit that cannot be read is left out (not guessed).
 */
export interface SourceElementRow {
  el: string;
  min?: number | null;
  max?: number | null;
  typical?: number | null;
  note?: string | null;
}

/** Field names of contract/endpoints/materials.ts `mechanicalValue`. */
export interface SourceMechanicalRow {
  condition: string;
  thicknessFrom?: number | null;
  thicknessTo?: number | null;
  direction?: string | null;
  yieldMin?: number | null;
  yieldTypical?: number | null;
  tensileMin?: number | null;
  tensileMax?: number | null;
  tensileTypical?: number | null;
  elongationMin?: number | null;
  elongationTypical?: number | null;
  elongationGauge?: string | null;
  reductionOfAreaMin?: number | null;
  hardnessMin?: number | null;
  hardnessMax?: number | null;
  hardnessScale?: string | null;
  impactEnergyMin?: number | null;
  impactTempC?: number | null;
}

const number = (text: string | undefined) => (text === undefined ? null : Number(text));

/** A minimum the standard only applies on request ("min. only when copper steel is specified"). */
const CONDITIONAL = /only when|if specified|by agreement|optional/i;
/** "0.60 max", "≤0.50" — not a thickness ("≤20 mm"). */
const STATED_MAX = /(?:≤\s*(\d+(?:\.\d+)?)(?!\s*mm))|(\d+(?:\.\d+)?)\s*max/;
/** "5×C", "5×(C+N)", "4(C+N)", "10×C min": stabilising elements as a multiple of carbon (and nitrogen). */
const FORMULA = /(\d+(?:\.\d+)?)\s*×?\s*\(?\s*C\b(\s*\+\s*N)?/;
/** The constant of "0.20+4×(C+N)" or "4×(C+N)+0.15". */
const FORMULA_CONSTANT = /(\d+\.\d+)\s*\+\s*\[?\s*\d|[C)N]\s*\)?\s*\+\s*(\d+\.\d+)/;
/** The upper end of "… to 0.70", "…~0.80", "…, 1.00 max". */
const FORMULA_MAX = /(?:to|~|,)\s*(\d+\.\d+)(?:\s*max)?\s*$/;

/**
 * The formula's minimum at typical contents: C and N at half their maxima (e.g. 321: 5 × (0.04 + 0.05)).
 * An estimate used for comparing only; the explanation shows the standard's words.
 */
function formulaRange(note: string, rows: SourceElementRow[]): ElementRange['min'][] | null {
  const match = FORMULA.exec(note);
  if (!match) return null;
  const half = (el: string, fallback: number) => (rows.find((row) => row.el === el)?.max ?? fallback) / 2;
  const constantMatch = FORMULA_CONSTANT.exec(note);
  const constant = constantMatch ? Number(constantMatch[1] ?? constantMatch[2]) : 0;
  const max = number(FORMULA_MAX.exec(note)?.[1]);
  const min = constant + Number(match[1]) * (half('C', 0.08) + (match[2] ? half('N', 0.1) : 0));
  return [max === null ? min : Math.min(min, max), max];
}

export function elementRanges(rows: SourceElementRow[]): ElementRange[] {
  const ranges: ElementRange[] = [];
  for (const row of rows) {
    let min = row.min ?? null;
    let max = row.max ?? null;
    const note = row.note ?? '';
    if (min === null && max === null && row.typical != null) min = max = row.typical;
    if (min !== null && max === null && CONDITIONAL.test(note)) min = null;
    if (min === null && max === null && note) {
      const formula = formulaRange(note, rows);
      if (formula) [min, max] = formula;
      else if (!/mm/.test(note)) {
        const stated = STATED_MAX.exec(note);
        if (stated) max = Number(stated[1] ?? stated[2]);
      }
    }
    if (min !== null || max !== null) ranges.push({ el: row.el, min, max });
  }
  return ranges;
}

/** "A80 / A" → ['A80mm', 'A']; "A50mm" → ['A50mm']. */
function elongationGauges(gauge: string | null | undefined): string[] {
  if (!gauge) return [];
  return gauge
    .split('/')
    .map((part) => part.trim().replace(/^A(\d+)$/, 'A$1mm'))
    .filter(Boolean);
}

export function mechanicalRow(row: SourceMechanicalRow): MechanicalRow {
  return {
    conditions: conditionKeys(row.condition),
    conditionLabel: row.condition,
    thicknessFrom: row.thicknessFrom ?? null,
    thicknessTo: row.thicknessTo ?? null,
    direction: row.direction === 'L' || row.direction === 'T' ? row.direction : null,
    yieldMin: row.yieldMin ?? row.yieldTypical ?? null,
    tensileMin: row.tensileMin ?? row.tensileTypical ?? null,
    tensileMax: row.tensileMax ?? null,
    elongationMin: row.elongationMin ?? row.elongationTypical ?? null,
    elongationGauges: elongationGauges(row.elongationGauge),
    reductionOfAreaMin: row.reductionOfAreaMin ?? null,
    hardnessMin: row.hardnessMin ?? null,
    hardnessMax: row.hardnessMax ?? null,
    hardnessScale: row.hardnessScale ?? null,
    impactEnergyMin: row.impactEnergyMin ?? null,
    impactTempC: row.impactEnergyMin == null ? null : (row.impactTempC ?? null),
  };
}
