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

/** One element's limits as grades list them, in grade order. */
interface Entries {
  grade: Int32Array;
  lo: Float64Array;
  hi: Float64Array;
}

/** The column of one element from its entries: distinct intervals numbered as first met, then the grades of each. */
function columnOf(profile: ElementProfile, entries: Entries): ElementColumn {
  const count = entries.grade.length;
  const numbers = new Map<number, Map<number, number>>(); // lo → hi → interval number
  const lo: number[] = [];
  const hi: number[] = [];
  const intervalOf = new Int32Array(count);
  for (let e = 0; e < count; e++) {
    let byHi = numbers.get(entries.lo[e]);
    if (!byHi) numbers.set(entries.lo[e], (byHi = new Map()));
    let u = byHi.get(entries.hi[e]);
    if (u === undefined) {
      byHi.set(entries.hi[e], (u = lo.length));
      lo.push(entries.lo[e]);
      hi.push(entries.hi[e]);
    }
    intervalOf[e] = u;
  }
  // Counting sort of the entries by interval (grades stay ascending within one).
  const first = new Int32Array(lo.length + 1);
  for (const u of intervalOf) first[u + 1]++;
  for (let u = 0; u < lo.length; u++) first[u + 1] += first[u];
  const next = first.slice(0, lo.length);
  const grades = new Int32Array(count);
  for (let e = 0; e < count; e++) grades[next[intervalOf[e]]++] = entries.grade[e];
  return {
    lo: Float64Array.from(lo),
    hi: Float64Array.from(hi),
    weight: Float64Array.from(lo, (min, u) => governingWeight(profile, min, hi[u])),
    first,
    grades,
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
    // Two passes over the limits: how many grades list each element, then their entries in typed arrays.
    const listed = (visit: (slot: number, grade: number, interval: [number, number]) => void) =>
      compositions.forEach((composition, grade) => {
        for (const range of composition) {
          const slot = slotOf.get(range.el);
          const interval = intervalOf(range);
          if (slot !== undefined && interval) visit(slot, grade, interval);
        }
      });
    const counts = new Int32Array(this.elements.length);
    listed((slot) => counts[slot]++);
    const entries: Entries[] = Array.from(counts, (n) => ({ grade: new Int32Array(n), lo: new Float64Array(n), hi: new Float64Array(n) }));
    const filled = new Int32Array(this.elements.length);
    listed((slot, grade, [lo, hi]) => {
      const e = filled[slot]++;
      [entries[slot].grade[e], entries[slot].lo[e], entries[slot].hi[e]] = [grade, lo, hi];
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
