import type { MaterialType } from '@contract';
import { comparePair, elementLoss, governingWeight, intervalOf, limitSimilarity, LISTED, scoreListedPair, sideOf } from './composition';
import { ELEMENT_PROFILES, type ElementProfile } from './elements';
import type { ElementRange } from './types';

/**
 * The element limits of all grades of one material type in flat typed arrays, for scoring a query's
 * composition against every grade without touching objects: compressed rows (per grade only the elements it
 * lists), plus dense columns of single elements built on first use for the cheap bound.
 */
interface Column {
  listed: Uint8Array;
  lo: Float64Array;
  hi: Float64Array;
  weight: Float64Array;
}

/** How many of the query's heaviest elements the cheap bound looks at. */
const BOUND_ELEMENTS = 3;

export class CompositionTable {
  readonly profiles: ElementProfile[];
  private readonly elements: string[];
  /** Grade i lists entries offsets[i] … offsets[i+1]-1. */
  private readonly offsets: Uint32Array;
  private readonly slot: Uint8Array;
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private readonly weight: Float64Array;
  /** Sum of the full weights of the elements a grade lists. */
  private readonly ownFull: Float64Array;
  private readonly columns: (Column | undefined)[];

  constructor(type: MaterialType, compositions: readonly ElementRange[][]) {
    this.elements = Object.keys(ELEMENT_PROFILES[type]);
    this.profiles = this.elements.map((el) => ELEMENT_PROFILES[type][el]);
    const slotOf = new Map(this.elements.map((el, slot) => [el, slot]));
    const n = compositions.length;
    this.offsets = new Uint32Array(n + 1);
    this.ownFull = new Float64Array(n);
    this.columns = this.elements.map(() => undefined);
    const size = compositions.reduce((sum, composition) => sum + composition.length, 0);
    this.slot = new Uint8Array(size);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.weight = new Float64Array(size);
    let j = 0;
    compositions.forEach((composition, i) => {
      this.offsets[i] = j;
      for (const range of composition) {
        const slot = slotOf.get(range.el);
        const interval = intervalOf(range);
        if (slot === undefined || !interval) continue;
        const weight = governingWeight(this.profiles[slot], interval[0], interval[1]);
        [this.slot[j], this.lo[j], this.hi[j], this.weight[j]] = [slot, interval[0], interval[1], weight];
        j++;
        this.ownFull[i] += this.profiles[slot].weight;
      }
    });
    this.offsets[n] = j;
  }

  private column(slot: number): Column {
    let column = this.columns[slot];
    if (!column) {
      const n = this.ownFull.length;
      column = { listed: new Uint8Array(n), lo: new Float64Array(n), hi: new Float64Array(n), weight: new Float64Array(n) };
      for (let i = 0; i < n; i++) {
        for (let j = this.offsets[i]; j < this.offsets[i + 1]; j++) {
          if (this.slot[j] !== slot) continue;
          column.listed[i] = 1;
          column.lo[i] = this.lo[j];
          column.hi[i] = this.hi[j];
          column.weight[i] = this.weight[j];
        }
      }
      this.columns[slot] = column;
    }
    return column;
  }

  /**
   * Scoring of one query's composition: `exact(i)` is what compareCompositions gives (null: nothing judged);
   * `bounds` are never below it. The exact sum starts as if grade i listed none of the query's elements and
   * replaces the elements it does list.
   */
  scorer(query: readonly ElementRange[]) {
    const { profiles, offsets, slot, lo, hi, weight, ownFull } = this;
    const full = Float64Array.from(profiles, (profile) => profile.weight);
    const governs = Float64Array.from(profiles, (profile) => profile.governs);
    const sharpness = Float64Array.from(profiles, (profile) => profile.sharpness);
    const scale = Float64Array.from(profiles, (profile) => profile.scale);
    const ranges = new Map(query.map((range) => [range.el, range]));
    const sides = this.elements.map((el, s) => sideOf(profiles[s], ranges.get(el)));
    const state = Uint8Array.from(sides, (side) => side.state);
    const queryLo = Float64Array.from(sides, (side) => side.lo);
    const queryHi = Float64Array.from(sides, (side) => side.hi);
    const queryWeight = Float64Array.from(sides, (side) => side.weight);
    // Each of the query's elements against a grade that does not list it.
    const aloneFull = new Float64Array(sides.length);
    const aloneLoss = new Float64Array(sides.length);
    let baseFull = 0;
    let baseLoss = 0;
    sides.forEach((side, s) => {
      const pair = side.state === LISTED ? comparePair(profiles[s], sideOf(profiles[s], undefined), side) : null;
      if (!pair) return;
      aloneFull[s] = full[s];
      aloneLoss[s] = elementLoss(pair.weight, pair.similarity);
      baseFull += full[s];
      baseLoss += aloneLoss[s];
    });
    const out = new Float64Array(2);

    const exact = (i: number): number | null => {
      let total = baseFull;
      let loss = baseLoss;
      for (let j = offsets[i], end = offsets[i + 1]; j < end; j++) {
        const s = slot[j];
        const scored = scoreListedPair(state[s], queryLo[s], queryHi[s], queryWeight[s], lo[j], hi[j], weight[j], governs[s], sharpness[s], scale[s], out);
        if (!scored) continue;
        total += full[s] - aloneFull[s];
        loss += elementLoss(out[0], out[1]) - aloneLoss[s];
      }
      return total > 1e-12 ? 1 - loss / total : null;
    };

    // The bound takes the losses on the query's most governing elements exactly and the largest weight every
    // other element could add to the denominator: 1 − L / D only grows as L shrinks and D grows.
    const listedSlots = sides.flatMap((side, s) => (side.state === LISTED ? [s] : []));
    const keys = [...listedSlots].sort((a, b) => queryWeight[b] - queryWeight[a]).slice(0, BOUND_ELEMENTS);
    const keyColumns = keys.map((s) => this.column(s));
    let restOfQuery = 0;
    for (const s of listedSlots) if (!keys.includes(s)) restOfQuery += full[s];
    // Composition is judged for every grade only if some query element counts against any grade.
    const alwaysJudged = listedSlots.some((s) => aloneFull[s] > 0);

    // Key elements unrolled into flat arrays: this runs for every candidate.
    const keyCount = keys.length;
    const keyListed = keyColumns.map((column) => column.listed);
    const keyLo = keyColumns.map((column) => column.lo);
    const keyHi = keyColumns.map((column) => column.hi);
    const keyWeight = keyColumns.map((column) => column.weight);
    const ofKeys = (values: Float64Array) => Float64Array.from(keys, (s) => values[s]);
    const [kQueryLo, kQueryHi, kQueryWeight] = [ofKeys(queryLo), ofKeys(queryHi), ofKeys(queryWeight)];
    const [kScale, kSharpness, kAloneLoss, kAloneFull] = [ofKeys(scale), ofKeys(sharpness), ofKeys(aloneLoss), ofKeys(aloneFull)];
    /** Bounds of the grades at `positions[0 … count-1]`, into `into` (by position): one tight loop per query. */
    const bounds = (positions: Int32Array, count: number, into: Float64Array) => {
      for (let c = 0; c < count; c++) {
        const i = positions[c];
        let loss = 0;
        let total = restOfQuery + ownFull[i];
        for (let k = 0; k < keyCount; k++) {
          if (keyListed[k][i]) {
            // As scoreListedPair for a listed query element; the candidate's own full weight counts it already.
            const similarity = limitSimilarity(kQueryLo[k], kQueryHi[k], keyLo[k][i], keyHi[k][i], kSharpness[k], kScale[k]);
            loss += elementLoss(Math.max(kQueryWeight[k], keyWeight[k][i]), similarity);
          } else {
            loss += kAloneLoss[k];
            total += kAloneFull[k];
          }
        }
        into[i] = total > 1e-12 ? 1 - loss / total : 1;
      }
    };

    return { exact, bounds, alwaysJudged };
  }
}
