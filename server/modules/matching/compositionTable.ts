import type { MaterialType } from '@contract';
import { comparePair, elementLoss, governingWeight, intervalOf, LISTED, scoreListedPair, sideOf } from './composition';
import { ELEMENT_PROFILES, type ElementProfile } from './elements';
import type { ElementRange } from './types';

/**
 * The element limits of all grades of one material type, per element: the distinct intervals grades give it
 * (standards repeat their limits: P ≤ 0.045, S ≤ 0.035, Si ≤ 0.35 …) and the grades giving each, in typed
 * arrays. A query's composition is scored against every grade in one pass per element, each distinct interval
 * compared once and its loss added to the grades that list it.
 */
interface ElementColumn {
  /** Distinct intervals and their governing weights. */
  lo: Float64Array;
  hi: Float64Array;
  weight: Float64Array;
  /** Interval u is listed by the grades at positions grades[first[u]] … grades[first[u+1]-1]. */
  first: Int32Array;
  grades: Int32Array;
}

function columnOf(profile: ElementProfile, entries: { grade: number; lo: number; hi: number }[]): ElementColumn {
  entries.sort((a, b) => a.lo - b.lo || a.hi - b.hi || a.grade - b.grade);
  const first: number[] = [];
  const intervals: { lo: number; hi: number }[] = [];
  entries.forEach((entry, e) => {
    const previous = intervals.at(-1);
    if (previous && previous.lo === entry.lo && previous.hi === entry.hi) return;
    first.push(e);
    intervals.push(entry);
  });
  first.push(entries.length);
  return {
    lo: Float64Array.from(intervals, (interval) => interval.lo),
    hi: Float64Array.from(intervals, (interval) => interval.hi),
    weight: Float64Array.from(intervals, (interval) => governingWeight(profile, interval.lo, interval.hi)),
    first: Int32Array.from(first),
    grades: Int32Array.from(entries, (entry) => entry.grade),
  };
}

export class CompositionTable {
  readonly profiles: ElementProfile[];
  private readonly elements: string[];
  private readonly columns: ElementColumn[];
  /** Per-query scratch (queries run one at a time): judged weight and loss per grade. */
  private readonly judged: Float64Array;
  private readonly loss: Float64Array;
  /** An element pair's weight and similarity, as scoreListedPair writes them. */
  private readonly pair = new Float64Array(2);

  constructor(type: MaterialType, compositions: readonly ElementRange[][]) {
    this.elements = Object.keys(ELEMENT_PROFILES[type]);
    this.profiles = this.elements.map((el) => ELEMENT_PROFILES[type][el]);
    const slotOf = new Map(this.elements.map((el, slot) => [el, slot]));
    const entries = this.elements.map(() => [] as { grade: number; lo: number; hi: number }[]);
    compositions.forEach((composition, grade) => {
      for (const range of composition) {
        const slot = slotOf.get(range.el);
        const interval = intervalOf(range);
        if (slot !== undefined && interval) entries[slot].push({ grade, lo: interval[0], hi: interval[1] });
      }
    });
    this.columns = entries.map((list, slot) => columnOf(this.profiles[slot], list));
    this.judged = new Float64Array(compositions.length);
    this.loss = new Float64Array(compositions.length);
  }

  /**
   * The composition similarity of `query` with every grade, by position into `into`, as compareCompositions
   * gives it (NaN where nothing is judged). Every grade starts as if it listed none of the query's elements;
   * then each element's column replaces that for the grades listing it.
   */
  similarities(query: readonly ElementRange[], into: Float64Array) {
    const { profiles, judged, loss, pair } = this;
    const ranges = new Map(query.map((range) => [range.el, range]));
    const sides = this.elements.map((el, slot) => sideOf(profiles[slot], ranges.get(el)));
    // Each of the query's elements against a grade that does not list it.
    const aloneFull = new Float64Array(sides.length);
    const aloneLoss = new Float64Array(sides.length);
    sides.forEach((side, slot) => {
      const alone = side.state === LISTED ? comparePair(profiles[slot], sideOf(profiles[slot], undefined), side) : null;
      if (!alone) return;
      aloneFull[slot] = profiles[slot].weight;
      aloneLoss[slot] = elementLoss(alone.weight, alone.similarity);
    });
    judged.fill(aloneFull.reduce((sum, value) => sum + value, 0));
    loss.fill(aloneLoss.reduce((sum, value) => sum + value, 0));

    for (let slot = 0; slot < sides.length; slot++) {
      const side = sides[slot];
      const { lo, hi, weight, first, grades } = this.columns[slot];
      const { governs, sharpness, scale } = profiles[slot];
      const addJudged = profiles[slot].weight - aloneFull[slot];
      const removeLoss = aloneLoss[slot];
      const { state, lo: queryLo, hi: queryHi, weight: queryWeight } = side;
      for (let u = 0; u < lo.length; u++) {
        if (!scoreListedPair(state, queryLo, queryHi, queryWeight, lo[u], hi[u], weight[u], governs, sharpness, scale, pair)) continue;
        const addLoss = elementLoss(pair[0], pair[1]) - removeLoss;
        for (let e = first[u], end = first[u + 1]; e < end; e++) {
          judged[grades[e]] += addJudged;
          loss[grades[e]] += addLoss;
        }
      }
    }
    for (let grade = 0; grade < judged.length; grade++) {
      into[grade] = 1 - loss[grade] / judged[grade];
      // Two plain stores, not one conditional value: V8 boxes a number chosen from a constant and a quotient.
      if (judged[grade] <= 1e-12) into[grade] = NaN;
    }
  }
}
