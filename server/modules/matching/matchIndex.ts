import { MATCH_PROPERTIES, MATERIAL_TYPES, type MaterialType } from '@contract';
import { categorySimilarity } from './categories';
import { CompositionTable } from './compositionTable';
import { ELEMENT_PROFILES } from './elements';
import {
  compareSides,
  conditionsOf,
  PROPERTY_WEIGHTS,
  propertySide,
  rowFor,
  strengthSimilarity,
  wantedCondition,
  type PropertySide,
} from './properties';
import { combineScore, pairWeights, propertyScorePart, type ComponentWeights } from './score';
import { LargestValues, TopK } from './topK';
import type { MatchableGrade, ScoreOptions } from './types';

/**
 * An in-memory index of matchable grades for fast top-k matching: one partition per material type with the
 * element limits of its grades in typed arrays (CompositionTable) and per-grade codes for standard, country,
 * owner and category signature (category, temper, processes).
 *
 * A query (1) keeps the candidates that pass the filters, in buckets by signature, each bucket with the best
 * score its grades could reach (perfect composition and properties, its category similarity); (2) goes
 * through the buckets from the highest cap and stops at the first that cannot beat the k-th best score so far;
 * (3) in a bucket gives every grade a cheap upper bound (the query's three most governing elements scored,
 * every other element taken as perfect with the largest weight it could have; properties at most what the
 * yield allows), scores exactly the best bounds first and then only the grades whose bound can still beat the
 * k-th best. The result is the same as scoring every candidate with `compareGrades` (a test checks this).
 *
 * Built from a list of grades with the catalogue `version` it reflects; IndexCache rebuilds it when the
 * version changes. A built index never changes (only its per-query scratch arrays and lazily built columns).
 */
export interface MatchFilters {
  /** Material types to search; default the query's type. Only types compared with the query's elements. */
  types?: readonly MaterialType[];
  /** Standard numbers ("EN 10025-2") and countries ("EU") to keep; default all. */
  standards?: readonly string[];
  countries?: readonly string[];
  /** Standard numbers to leave out, e.g. the query's own. */
  excludeStandards?: readonly string[];
  excludeIds?: readonly number[];
  /** Enterprise grades of this company are visible too; other companies' never. */
  companyId?: number | null;
}

export interface MatchRequest extends ScoreOptions {
  query: MatchableGrade;
  /** How many of the best to return. */
  k: number;
  filters?: MatchFilters;
}

export interface Ranked {
  grade: MatchableGrade;
  score: number;
}

interface Partition {
  grades: MatchableGrade[];
  composition: CompositionTable;
  standard: Uint16Array;
  country: Uint8Array;
  company: Int32Array;
  hasMechanical: Uint8Array;
  /** Grades with the same category, temper and processes share a signature (and category similarity). */
  signature: Uint16Array;
  signatures: MatchableGrade[];
  /** Yield strength of each grade in a condition and thickness band (NaN: none), built on first use, for the bound. */
  yieldColumns: Map<string, Float64Array>;
  /** Per-query scratch (queries run one at a time): each candidate's bound (-Infinity once scored exactly), the
   * positions of the candidates that passed the filters, and the same grouped by signature. */
  bound: Float64Array;
  passing: Int32Array;
  candidates: Int32Array;
}

/** How many candidates to score exactly first, by best bound, before the remaining bounds are checked. */
const FIRST_EXACT = 64;
/** Bounds add in another order than exact scores: room for rounding. */
const BOUND_SLACK = 1e-9;

export class MatchIndex {
  private readonly partitions = new Map<MaterialType, Partition>();
  private readonly byId = new Map<number, MatchableGrade>();
  private readonly standardIndex = new Map<string, number>();
  private readonly countryIndex = new Map<string, number>();

  private constructor(readonly version: string | number) {}

  static build(grades: readonly MatchableGrade[], version: string | number = 0): MatchIndex {
    const index = new MatchIndex(version);
    for (const grade of grades) {
      index.byId.set(grade.id, grade);
      if (!index.standardIndex.has(grade.standard.number)) index.standardIndex.set(grade.standard.number, index.standardIndex.size);
      if (!index.countryIndex.has(grade.standard.country)) index.countryIndex.set(grade.standard.country, index.countryIndex.size);
    }
    for (const type of MATERIAL_TYPES) {
      const ofType = grades.filter((grade) => grade.type === type);
      if (ofType.length) index.partitions.set(type, index.buildPartition(type, ofType));
    }
    return index;
  }

  get size() {
    return this.byId.size;
  }

  get(id: number): MatchableGrade | undefined {
    return this.byId.get(id);
  }

  /** All grades of a type, in build order. */
  gradesOf(type: MaterialType): readonly MatchableGrade[] {
    return this.partitions.get(type)?.grades ?? [];
  }

  private buildPartition(type: MaterialType, grades: MatchableGrade[]): Partition {
    const n = grades.length;
    const signatureKeys = new Map<string, number>();
    const partition: Partition = {
      grades,
      composition: new CompositionTable(type, grades.map((grade) => grade.composition)),
      standard: new Uint16Array(n),
      country: new Uint8Array(n),
      company: new Int32Array(n),
      hasMechanical: new Uint8Array(n),
      signature: new Uint16Array(n),
      signatures: [],
      yieldColumns: new Map(),
      bound: new Float64Array(n),
      passing: new Int32Array(n),
      candidates: new Int32Array(n),
    };
    grades.forEach((grade, i) => {
      partition.standard[i] = this.standardIndex.get(grade.standard.number)!;
      partition.country[i] = this.countryIndex.get(grade.standard.country)!;
      partition.company[i] = grade.companyId ?? 0;
      partition.hasMechanical[i] = grade.mechanical.length ? 1 : 0;
      const key = `${grade.category}|${grade.temper ?? ''}|${[...grade.processes].sort().join(',')}`;
      if (!signatureKeys.has(key)) {
        signatureKeys.set(key, partition.signatures.length);
        partition.signatures.push(grade);
      }
      partition.signature[i] = signatureKeys.get(key)!;
    });
    return partition;
  }

  /** Mask over codes of `map` (standards or countries); null when not filtering. */
  private mask(map: Map<string, number>, keys: readonly string[] | undefined, keep: boolean): Uint8Array | null {
    if (!keys) return null;
    const mask = new Uint8Array(map.size).fill(keep ? 0 : 1);
    for (const key of keys) {
      const code = map.get(key);
      if (code !== undefined) mask[code] = keep ? 1 : 0;
    }
    return mask;
  }

  /** The k best matches of the query among the candidates passing the filters, and how many passed. */
  topK({ query, k, filters = {}, condition = null, thickness = null }: MatchRequest): { total: number; results: Ranked[] } {
    const standards = this.mask(this.standardIndex, filters.standards, true);
    const excluded = this.mask(this.standardIndex, filters.excludeStandards, false);
    const countries = this.mask(this.countryIndex, filters.countries, true);
    const excludeIds = new Set(filters.excludeIds ?? []);
    const company = filters.companyId ?? 0;
    const wanted = wantedCondition(query.mechanical, condition);
    const querySide = propertySide(query.mechanical, wanted, thickness);
    const top = new TopK<MatchableGrade>(k);
    const buckets: Bucket[] = [];
    let total = 0;

    // 1. The candidates passing the filters, in buckets of one category signature, each bucket with the best
    // score any of its grades could reach (the category's cap).
    for (const type of filters.types ?? [query.type]) {
      const partition = this.partitions.get(type);
      // Compositions compare element by element with the query's profiles (steel and welding share them).
      if (!partition || ELEMENT_PROFILES[type] !== ELEMENT_PROFILES[query.type]) continue;
      const plan = planFor(partition, query, querySide, wanted, thickness);
      const { signature, candidates } = partition;
      const perSignature = new Int32Array(partition.signatures.length + 1);
      let count = 0;
      for (let i = 0; i < partition.grades.length; i++) {
        const owner = partition.company[i];
        if (owner !== 0 && owner !== company) continue;
        if (standards && !standards[partition.standard[i]]) continue;
        if (excluded && !excluded[partition.standard[i]]) continue;
        if (countries && !countries[partition.country[i]]) continue;
        if (excludeIds.size && excludeIds.has(partition.grades[i].id)) continue;
        partition.passing[count++] = i;
        perSignature[signature[i] + 1]++;
      }
      total += count;
      // Counting sort of the passing candidates by signature.
      for (let g = 1; g < perSignature.length; g++) perSignature[g] += perSignature[g - 1];
      const start = perSignature.slice();
      for (let c = 0; c < count; c++) candidates[start[signature[partition.passing[c]]]++] = partition.passing[c];
      partition.signatures.forEach((_, g) => {
        const positions = candidates.subarray(perSignature[g], perSignature[g + 1]);
        if (positions.length) buckets.push({ plan, positions, cap: plan.cap(g) });
      });
    }

    // 2. Buckets from the highest cap: a bucket whose cap cannot beat the k-th best score so far is skipped
    // whole. In a bucket, the cheap bound of every grade (composition of the query's heaviest elements);
    // exact scores for the best bounds first, then for every grade whose bound can still beat the k-th best.
    let threshold = -Infinity;
    const score = (plan: Plan, i: number) => {
      const result = plan.exact(i, threshold);
      if (result === null) return;
      top.push(plan.partition.grades[i], result);
      threshold = top.threshold;
    };
    for (const { plan, positions, cap } of buckets.sort((a, b) => b.cap - a.cap)) {
      if (cap <= threshold) break;
      const { bound } = plan.partition;
      plan.computeBounds(positions);
      const best = new LargestValues(Math.min(positions.length, Math.max(FIRST_EXACT, k)));
      for (const i of positions) best.push(bound[i], i);
      for (const i of best.refsDescending()) {
        if (bound[i] <= threshold) break;
        score(plan, i);
        bound[i] = -Infinity; // scored
      }
      for (const i of positions) if (bound[i] > threshold) score(plan, i);
    }
    return { total, results: top.sorted().map(({ item, score }) => ({ grade: item, score })) };
  }

  /**
   * What can be matched on: per type the standards, countries, elements, conditions and processes with counts,
   * over the public grades and the enterprise grades of `companyId` (others' are never counted).
   */
  facets(type: MaterialType, companyId: number | null = null) {
    const grades = this.gradesOf(type).filter((grade) => grade.companyId === null || grade.companyId === companyId);
    const count = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return [...counts].map(([key, n]) => ({ key, count: n })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    };
    const standards = new Map(grades.map((grade) => [grade.standard.number, grade.standard]));
    return {
      count: grades.length,
      standards: count(grades.map((grade) => grade.standard.number)).map(({ key, count: n }) => ({ ...standards.get(key)!, count: n })),
      countries: count(grades.map((grade) => grade.standard.country)),
      elements: Object.keys(ELEMENT_PROFILES[type]).filter((el) => grades.some((grade) => grade.composition.some((range) => range.el === el))),
      conditions: count(grades.flatMap((grade) => conditionsOf(grade.mechanical))),
      processes: count(grades.flatMap((grade) => grade.processes)),
    };
  }
}

/** Columns kept per partition: the conditions and thicknesses asked most recently. */
const YIELD_COLUMNS = 12;

/** Yield strength of each grade of a partition in a condition at a thickness, as properties.ts picks the row. */
function yieldColumn(partition: Partition, condition: string, thickness: number | null): Float64Array {
  const key = `${condition}|${thickness}`;
  let column = partition.yieldColumns.get(key);
  if (column) {
    partition.yieldColumns.delete(key);
  } else {
    column = Float64Array.from(partition.grades, (grade) => rowFor(grade.mechanical, condition, 'yield', thickness)?.yieldMin ?? NaN);
    if (partition.yieldColumns.size >= YIELD_COLUMNS) partition.yieldColumns.delete(partition.yieldColumns.keys().next().value!);
  }
  partition.yieldColumns.set(key, column);
  return column;
}

/** One query against one partition: caps per signature, bounds and exact scores per candidate. */
function planFor(partition: Partition, query: MatchableGrade, querySide: PropertySide, wanted: string | null, thickness: number | null) {
  const composition = partition.composition.scorer(query.composition);
  const categoryOf = Float64Array.from(partition.signatures, (representative) => categorySimilarity(query, representative).similarity);
  const weightsOf: ComponentWeights[] = partition.signatures.map((representative) => pairWeights(query, representative));
  const queryHasProperties = querySide.condition !== null;
  // Properties are judged (and may lower the score) only when both sides have them.
  const judgesProperties = (i: number) => queryHasProperties && partition.hasMechanical[i] === 1;
  // A grade compared in the wanted condition itself has its yield at the thickness compared with the query's:
  // the property similarity is at most (wY·sY + rest) / (wY + rest), every other property taken as perfect.
  const queryYield = querySide.rows[MATCH_PROPERTIES.indexOf('yield')]?.yieldMin ?? null;
  const yields = wanted !== null && queryYield !== null ? yieldColumn(partition, wanted, thickness) : null;
  const { yield: yieldWeight, ...others } = PROPERTY_WEIGHTS[query.type];
  const otherWeight = Object.values(others).reduce((sum, weight) => sum + weight, 0);
  const propertyBound = (i: number) => {
    const candidateYield = yields ? yields[i] : NaN;
    if (Number.isNaN(candidateYield)) return 1;
    return (yieldWeight * strengthSimilarity(queryYield!, candidateYield) + otherWeight) / (yieldWeight + otherWeight);
  };
  return {
    partition,
    /** The best score a grade of this signature could reach: perfect composition and properties. */
    cap(signature: number): number {
      return combineScore(weightsOf[signature], 1, queryHasProperties ? 1 : null, categoryOf[signature]) + BOUND_SLACK;
    },
    /** Each candidate's bound into partition.bound: composition bounds, then category, weights and properties. */
    computeBounds(positions: Int32Array) {
      const { bound, signature } = partition;
      if (!composition.alwaysJudged) {
        bound.fill(Infinity);
        return;
      }
      composition.bounds(positions, positions.length, bound);
      for (const i of positions) {
        bound[i] = combineScore(weightsOf[signature[i]], bound[i], judgesProperties(i) ? propertyBound(i) : null, categoryOf[signature[i]]) + BOUND_SLACK;
      }
    },
    /** The exact score, or null when it cannot beat `threshold` (properties then not compared). */
    exact(i: number, threshold: number): number | null {
      const signature = partition.signature[i];
      const weights = weightsOf[signature];
      const category = categoryOf[signature];
      const similarity = composition.exact(i);
      if (!judgesProperties(i)) return combineScore(weights, similarity, null, category);
      if (combineScore(weights, similarity, propertyBound(i), category) + BOUND_SLACK <= threshold) return null;
      const candidateSide = propertySide(partition.grades[i].mechanical, wanted, thickness);
      const properties = compareSides(query.type, querySide, candidateSide, false);
      return combineScore(weights, similarity, propertyScorePart(properties), category);
    },
  };
}
type Plan = ReturnType<typeof planFor>;

/** Candidates of one category signature in one partition. */
interface Bucket {
  plan: Plan;
  positions: Int32Array;
  cap: number;
}
