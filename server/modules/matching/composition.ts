import type { MaterialType } from '@contract';
import { ELEMENT_PROFILES, GOVERNING_FLOOR, type ElementProfile } from './elements';
import type { ElementRange } from './types';

/**
 * Composition similarity, element by element.
 *
 * Each grade's limit is an interval [lo, hi] (a maximum only: [0, max]; a minimum only: [min, 2·min]).
 * Two intervals are as similar as their bounds are close, relative to the larger content:
 *   d = (|loA − loB| + |hiA − hiB|) / 2,   s = max(0, 1 − k·d / max(hiA, hiB, scale))
 * with sharpness k = 2 (4 for Mo), so identical limits give 1, bounds half the content apart give 0, and
 * moving a bound closer never lowers s.
 *
 * A grade that does not list an element has its residual ceiling [0, absent], or, for the elements that
 * define the type (C, Mn in steel), an unknown content that earns half credit (elements.ts).
 *
 * How much an element governs a pair: g = clamp(level / governs, 0.15, 1) for each grade, level being the
 * interval's middle, and the pair takes the larger g (an element that governs either grade matters). The
 * element can lose up to W·g of its weight W:
 *   Sc = 1 − Σ W·g·(1 − s) / Σ W    over the elements compared.
 * So a residual limit in both grades (Cr ≤ 0.30 against Cr ≤ 0.25) costs at most 15 % of its weight, while
 * Cr 0.80–1.10 against residual Cr costs all of it. The denominator does not depend on the limits, so moving a
 * grade's limits toward the other's never lowers the score (monotonic), and the score is symmetric.
 */

/** How a pair of grades was judged on one element. */
export type ElementBasis = 'compared' | 'implicitResidual' | 'unknown';

/** One side of an element comparison. `state`: listed by the grade, implicit residual, or unknown. */
export const LISTED = 0;
const RESIDUAL = 1;
const UNKNOWN = 2;
const IGNORED = 3;
export interface ElementSide {
  state: typeof LISTED | typeof RESIDUAL | typeof UNKNOWN | typeof IGNORED;
  lo: number;
  hi: number;
  /** The element's weight for this grade alone (0 when unknown). */
  weight: number;
}

const UNKNOWN_SIMILARITY = 0.5;

/** Interval of a limit; null when it has no number. */
export function intervalOf(range: ElementRange): [number, number] | null {
  if (range.min === null && range.max === null) return null;
  const lo = range.min ?? 0;
  return [lo, range.max ?? 2 * lo];
}

export function governingWeight(profile: ElementProfile, lo: number, hi: number): number {
  const level = (lo + hi) / 2;
  return profile.weight * Math.min(1, Math.max(GOVERNING_FLOOR, level / profile.governs));
}

/** The side of a grade that lists the element, or does not (range undefined). */
export function sideOf(profile: ElementProfile, range: ElementRange | undefined): ElementSide {
  const interval = range && intervalOf(range);
  if (interval) return { state: LISTED, lo: interval[0], hi: interval[1], weight: governingWeight(profile, ...interval) };
  if (profile.absent === 'unknown') return { state: UNKNOWN, lo: 0, hi: 0, weight: 0 };
  const state = profile.optional ? IGNORED : RESIDUAL;
  return { state, lo: 0, hi: profile.absent, weight: governingWeight(profile, 0, profile.absent) };
}

/** Similarity of two intervals (see above): the one formula, in plain numbers. */
function limitSimilarity(aLo: number, aHi: number, bLo: number, bHi: number, sharpness: number, scale: number): number {
  const distance = (Math.abs(aLo - bLo) + Math.abs(aHi - bHi)) / 2;
  const similarity = 1 - (sharpness * distance) / Math.max(aHi, bHi, scale);
  return similarity > 0 ? similarity : 0;
}

/**
 * The one implementation of an element pair where B lists the element, in plain numbers (the index calls it
 * for every listed element of every candidate): writes the pair's weight W·g and similarity into out[0],
 * out[1]; false when the element is not scored.
 */
export function scoreListedPair(
  aState: number,
  aLo: number,
  aHi: number,
  aWeight: number,
  bLo: number,
  bHi: number,
  bWeight: number,
  governs: number,
  sharpness: number,
  scale: number,
  out: Float64Array,
): boolean {
  // An optional element A does not list counts only against a deliberate addition in B (elements.ts).
  if (aState === IGNORED && bLo < governs) return false;
  out[0] = aWeight > bWeight ? aWeight : bWeight;
  out[1] = aState === UNKNOWN ? UNKNOWN_SIMILARITY : limitSimilarity(aLo, aHi, bLo, bHi, sharpness, scale);
  return true;
}

export interface PairScore {
  weight: number;
  similarity: number;
  basis: ElementBasis;
}

/** Weight, similarity and basis of one element for a pair; null when it is not scored. */
export function comparePair(profile: ElementProfile, a: ElementSide, b: ElementSide): PairScore | null {
  const [listed, other] = b.state === LISTED ? [b, a] : a.state === LISTED ? [a, b] : [null, null];
  const out = new Float64Array(2);
  if (!listed) return null;
  const { governs, sharpness, scale } = profile;
  if (!scoreListedPair(other.state, other.lo, other.hi, other.weight, listed.lo, listed.hi, listed.weight, governs, sharpness, scale, out)) return null;
  const basis = other.state === UNKNOWN ? 'unknown' : other.state === LISTED ? 'compared' : 'implicitResidual';
  return { weight: out[0], similarity: out[1], basis };
}

interface ElementComparison {
  el: string;
  a: ElementRange | null;
  b: ElementRange | null;
  basis: ElementBasis;
  /** The element's full weight W, and the share g (0.15–1) of it the pair can lose. */
  weight: number;
  governs: number;
  similarity: number;
}

/** What an element costs a pair: W·g·(1 − s). */
export const elementLoss = (weight: number, similarity: number) => weight * (1 - similarity);

/** Element by element comparison of two compositions of one material type, in profile order. */
export function compareCompositions(type: MaterialType, a: ElementRange[], b: ElementRange[]) {
  const profiles = ELEMENT_PROFILES[type];
  const byElement = (ranges: ElementRange[]) => new Map(ranges.map((range) => [range.el, range]));
  const [mapA, mapB] = [byElement(a), byElement(b)];
  const elements: ElementComparison[] = [];
  let weight = 0;
  let loss = 0;
  for (const [el, profile] of Object.entries(profiles)) {
    const pair = comparePair(profile, sideOf(profile, mapA.get(el)), sideOf(profile, mapB.get(el)));
    if (!pair) continue;
    const { basis, similarity } = pair;
    const [rangeA, rangeB] = [mapA.get(el) ?? null, mapB.get(el) ?? null];
    elements.push({ el, a: rangeA, b: rangeB, basis, weight: profile.weight, governs: pair.weight / profile.weight, similarity });
    weight += profile.weight;
    loss += elementLoss(pair.weight, similarity);
  }
  return { elements, weight, similarity: weight > 0 ? 1 - loss / weight : 0, available: weight > 0 };
}

/** Typical content of an element for rules (welding families, carbon equivalent): middle of its limits. */
export function nominalContent(composition: ElementRange[], el: string): number {
  const range = composition.find((row) => row.el === el);
  const interval = range && intervalOf(range);
  return interval ? (interval[0] + interval[1]) / 2 : 0;
}
