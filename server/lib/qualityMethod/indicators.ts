/**
 * The five indicators of the quality method, as pure functions of (samples, limits, params). Inputs are assumed
 * checked (score.ts checks them); each returns the indicator's value, its score 0–100 and the detail a report shows.
 */
import type { GradeLimits, Sample, ThicknessBand } from './types';

export interface IndicatorResult<D> {
  /** The indicator's value (a rate, a Cpk, a margin, a count); null where it cannot be computed. */
  value: number | null;
  score: number;
  /** False where the grade's standard gives nothing to score (no impact requirement, no composition limits). */
  applicable: boolean;
  detail: D;
}

/** 0 at x ≤ zero, 100 at x ≥ full, linear between. */
export function linearScore(x: number, zero: number, full: number): number {
  if (x <= zero) return 0;
  if (x >= full) return 100;
  return (100 * (x - zero)) / (full - zero);
}

export const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;

/** Sample standard deviation (n − 1); needs at least two values. */
export function sampleStdDev(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((total, value) => total + (value - m) ** 2, 0) / (values.length - 1));
}

/** The band whose [minMm, maxMm) holds the thickness, or undefined. */
export const bandOf = (limits: GradeLimits, thicknessMm: number): ThicknessBand | undefined =>
  limits.bands.find((band) => thicknessMm >= band.minMm && thicknessMm < band.maxMm);

export interface SideCapability {
  n: number;
  /** Mean and standard deviation of the margins to the limit (x − LSL, or USL − x). */
  meanMargin: number;
  stdDev: number;
  /** meanMargin / (3 · stdDev); null when it cannot be computed (see `reason`). */
  cpk: number | null;
  reason?: 'tooFewSamples' | 'noVariation';
  /** For `noVariation`: whether every value lies strictly inside the limit. */
  inside?: boolean;
}

/**
 * Capability against one limit from the margins to it, each taken in the direction of conformity (x − LSL for a
 * minimum, USL − x for a maximum), so that samples whose limits differ (thickness bands) pool correctly:
 * Cpk = mean(margin) / (3 · s(margin)).
 */
export function sideCapability(margins: number[]): SideCapability {
  const n = margins.length;
  if (n < 2) return { n, meanMargin: n ? margins[0] : Number.NaN, stdDev: Number.NaN, cpk: null, reason: 'tooFewSamples' };
  const meanMargin = mean(margins);
  const stdDev = sampleStdDev(margins);
  if (stdDev === 0) return { n, meanMargin, stdDev, cpk: null, reason: 'noVariation', inside: meanMargin > 0 };
  return { n, meanMargin, stdDev, cpk: meanMargin / (3 * stdDev) };
}

/** A characteristic's capability: the lower of its sides (two-sided where both limits exist). */
export interface Capability {
  lower?: SideCapability;
  upper?: SideCapability;
  /** min over the sides; null when a side cannot be computed. */
  cpk: number | null;
  /** The score 0–100 under the indicator's params. */
  score: number;
}

/** Whether capability a is worse than b: the lower score, then the lower Cpk (for equal scores, e.g. both 0). */
const worse = (a: Capability, b: Capability) => a.score < b.score || (a.score === b.score && a.cpk !== null && (b.cpk === null || a.cpk < b.cpk));

function combine(sides: { lower?: SideCapability; upper?: SideCapability }, cpkZero: number, cpkFull: number): Capability {
  const present = [sides.lower, sides.upper].filter((side): side is SideCapability => side !== undefined);
  const scores = present.map((side) => {
    if (side.cpk !== null) return linearScore(side.cpk, cpkZero, cpkFull);
    return side.reason === 'noVariation' && side.inside ? 100 : 0;
  });
  const cpks = present.map((side) => side.cpk);
  const cpk = cpks.some((value) => value === null) ? null : Math.min(...(cpks as number[]));
  return { ...sides, cpk, score: scores.length ? Math.min(...scores) : 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Conformity

export type NonConformity =
  | 'noBand'
  | 'noTolerance'
  | 'yield'
  | 'tensileMin'
  | 'tensileMax'
  | 'elongation'
  | 'thicknessDeviation'
  | 'impactMissing'
  | 'impactTemperature'
  | 'impactEnergy'
  | `composition:${string}`;

export interface ConformityDetail {
  n: number;
  conforming: number;
  /** Each non-conforming sample (index in the input, id) with every reason found. */
  nonConforming: { index: number; id?: string; reasons: NonConformity[] }[];
}

/** Every reason the sample fails the limits of the band of its own thickness (empty when it conforms). */
export function nonConformities(sample: Sample, limits: GradeLimits): NonConformity[] {
  const reasons: NonConformity[] = [];
  const band = bandOf(limits, sample.thicknessMm);
  if (!band) reasons.push('noBand');
  else {
    if (sample.yieldMPa < band.yieldMin) reasons.push('yield');
    if (sample.tensileMPa < band.tensileMin) reasons.push('tensileMin');
    if (band.tensileMax !== undefined && sample.tensileMPa > band.tensileMax) reasons.push('tensileMax');
    if (sample.elongationPct < band.elongationMin) reasons.push('elongation');
    const tolerance = sample.thicknessToleranceMm ?? band.thicknessToleranceMm;
    if (tolerance === undefined) reasons.push('noTolerance');
    else if (Math.abs(sample.thicknessDeviationMm) > tolerance) reasons.push('thicknessDeviation');
  }
  if (limits.impact) {
    if (!sample.impact) reasons.push('impactMissing');
    else {
      // A test colder than required is more severe and counts; a warmer one does not show the requirement is met.
      if (sample.impact.tempC > limits.impact.tempC) reasons.push('impactTemperature');
      if (sample.impact.energyJ < limits.impact.energyMin) reasons.push('impactEnergy');
    }
  }
  for (const [element, { min, max }] of Object.entries(limits.composition)) {
    const value = sample.composition[element];
    if (value === undefined || (min !== undefined && value < min) || (max !== undefined && value > max)) reasons.push(`composition:${element}`);
  }
  return reasons;
}

export function conformity(samples: Sample[], limits: GradeLimits, params: Record<string, number>): IndicatorResult<ConformityDetail> {
  const nonConforming = samples.flatMap((sample, index) => {
    const reasons = nonConformities(sample, limits);
    return reasons.length ? [{ index, ...(sample.id === undefined ? {} : { id: sample.id }), reasons }] : [];
  });
  const n = samples.length;
  const rate = (n - nonConforming.length) / n;
  return {
    value: rate,
    score: linearScore(rate, params.rateZero, params.rateFull),
    applicable: true,
    detail: { n, conforming: n - nonConforming.length, nonConforming },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Process capability of the mechanical properties

export const MECHANICAL_PROPERTIES = ['yield', 'tensile', 'elongation'] as const;
export type MechanicalProperty = (typeof MECHANICAL_PROPERTIES)[number];

export interface CapabilityDetail {
  properties: Record<MechanicalProperty, Capability>;
  /** The property with the lowest score, then the lowest Cpk (ties: the first of yield, tensile, elongation). */
  governing: MechanicalProperty;
  /** Samples left out because no thickness band holds their thickness. */
  excluded: number[];
}

export function capability(samples: Sample[], limits: GradeLimits, params: Record<string, number>): IndicatorResult<CapabilityDetail> {
  const banded = samples.flatMap((sample) => {
    const band = bandOf(limits, sample.thicknessMm);
    return band ? [{ sample, band }] : [];
  });
  const excluded = samples.flatMap((sample, index) => (bandOf(limits, sample.thicknessMm) ? [] : [index]));
  const { cpkZero, cpkFull } = params;
  const withMax = banded.filter(({ band }) => band.tensileMax !== undefined);
  const properties: Record<MechanicalProperty, Capability> = {
    yield: combine({ lower: sideCapability(banded.map(({ sample, band }) => sample.yieldMPa - band.yieldMin)) }, cpkZero, cpkFull),
    tensile: combine(
      {
        lower: sideCapability(banded.map(({ sample, band }) => sample.tensileMPa - band.tensileMin)),
        ...(withMax.length ? { upper: sideCapability(withMax.map(({ sample, band }) => (band.tensileMax as number) - sample.tensileMPa)) } : {}),
      },
      cpkZero,
      cpkFull,
    ),
    elongation: combine({ lower: sideCapability(banded.map(({ sample, band }) => sample.elongationPct - band.elongationMin)) }, cpkZero, cpkFull),
  };
  const governing = MECHANICAL_PROPERTIES.reduce((low, property) => (worse(properties[property], properties[low]) ? property : low));
  return { value: properties[governing].cpk, score: properties[governing].score, applicable: true, detail: { properties, governing, excluded } };
}

// ---------------------------------------------------------------------------------------------------------------
// Composition stability

export interface CompositionDetail {
  elements: Record<string, Capability>;
  /** The element with the lowest score, then the lowest Cpk (ties: the first in the grade's order); absent when nothing is limited. */
  governing?: string;
}

export function compositionStability(samples: Sample[], limits: GradeLimits, params: Record<string, number>): IndicatorResult<CompositionDetail> {
  const entries = Object.entries(limits.composition).filter(([, { min, max }]) => min !== undefined || max !== undefined);
  if (!entries.length) return { value: null, score: 0, applicable: false, detail: { elements: {} } };
  const elements: Record<string, Capability> = {};
  for (const [element, { min, max }] of entries) {
    const values = samples.map((sample) => sample.composition[element]).filter((value): value is number => value !== undefined);
    elements[element] = combine(
      {
        ...(min === undefined ? {} : { lower: sideCapability(values.map((value) => value - min)) }),
        ...(max === undefined ? {} : { upper: sideCapability(values.map((value) => max - value)) }),
      },
      params.cpkZero,
      params.cpkFull,
    );
  }
  const governing = entries.map(([element]) => element).reduce((low, element) => (worse(elements[element], elements[low]) ? element : low));
  return { value: elements[governing].cpk, score: elements[governing].score, applicable: true, detail: { elements, governing } };
}

// ---------------------------------------------------------------------------------------------------------------
// Toughness margin

export interface ToughnessDetail {
  required?: { tempC: number; energyMin: number };
  /** Samples whose impact test counts (tested at the required temperature or colder). */
  n: number;
  meanEnergyJ?: number;
  /** Samples without an impact result, or tested warmer than required. */
  excluded: number[];
}

export function toughnessMargin(samples: Sample[], limits: GradeLimits, params: Record<string, number>): IndicatorResult<ToughnessDetail> {
  const required = limits.impact;
  if (!required) return { value: null, score: 0, applicable: false, detail: { n: 0, excluded: [] } };
  const counted = samples.filter((sample) => sample.impact && sample.impact.tempC <= required.tempC);
  const excluded = samples.flatMap((sample, index) => (sample.impact && sample.impact.tempC <= required.tempC ? [] : [index]));
  if (!counted.length) return { value: null, score: 0, applicable: true, detail: { required, n: 0, excluded } };
  const meanEnergyJ = mean(counted.map((sample) => (sample.impact as { energyJ: number }).energyJ));
  const margin = (meanEnergyJ - required.energyMin) / required.energyMin;
  return {
    value: margin,
    score: linearScore(margin, 0, params.marginFull),
    applicable: true,
    detail: { required, n: counted.length, meanEnergyJ, excluded },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Data volume

export interface DataVolumeDetail {
  nFull: number;
  nSmall: number;
  smallSample: boolean;
  /** What the other indicators' weights are multiplied by: n / nSmall under nSmall, else 1. */
  weightFactor: number;
}

export function dataVolume(samples: Sample[], params: Record<string, number>): IndicatorResult<DataVolumeDetail> {
  const n = samples.length;
  const { nFull, nSmall } = params;
  const smallSample = n < nSmall;
  return {
    value: n,
    score: 100 * Math.min(1, n / nFull),
    applicable: true,
    detail: { nFull, nSmall, smallSample, weightFactor: smallSample ? n / nSmall : 1 },
  };
}
