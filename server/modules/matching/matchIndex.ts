import { MATCH_PROPERTIES, MATERIAL_TYPES, type MaterialType } from '@contract';
import { categorySimilarity } from './categories';
import { CompositionTable } from './compositionTable';
import { ELEMENT_PROFILES } from './elements';
import {
  conditionsOf,
  PROPERTY_WEIGHTS,
  propertySide,
  rowFor,
  sidesScorePart,
  strengthSimilarity,
  wantedCondition,
  type PropertySide,
} from './properties';
import { combineScore, pairWeights, type ComponentWeights } from './score';
import { LargestValues, TopK } from './topK';
import { systemOf } from './systems';
import { groupTwins, type Twins } from './twins';
import type { MatchableGrade, ScoreOptions } from './types';

/**
 * An in-memory index of matchable grades for fast top-k matching: one partition per material type with the
 * element limits of its grades in typed arrays (CompositionTable) and per-grade codes for standard, country,
 * owner and category signature (category, temper, processes).
 *
 * A query (1) keeps the candidates that pass the filters; (2) scores the composition of every grade of the
 * partition in one pass per element, which with the category (per signature) gives each candidate its score
 * when properties are not judged, and otherwise a bound (properties at most what the yield allows); (3)
 * compares properties, the costly part, for the best bounds first and then only for the candidates whose bound
 * can still beat the k-th best. The result is the same as scoring every candidate with `compareGrades` (a test
 * checks this).
 *
 * Built from a list of grades with the catalogue `version` it reflects; IndexCache rebuilds it when the
 * version changes. A built index never changes (only its per-query scratch arrays and lazily built columns).
 */
export interface MatchFilters {
  /** Material types to search; default the query's type. Only types compared with the query's elements. */
  types?: readonly MaterialType[];
  /**
   * Standard numbers ("EN 10025-2") and whole systems ("EN", systems.ts) to keep, either; default all. A hidden
   * twin (twins.ts) is kept only when its standard is named.
   */
  standards?: readonly string[];
  systems?: readonly string[];
  /** Countries ("EU") to keep; default all. */
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
  system: Uint16Array;
  company: Int32Array;
  hasMechanical: Uint8Array;
  /** Grades with the same category, temper and processes share a signature (and category similarity). */
  signature: Uint16Array;
  signatures: MatchableGrade[];
  /** Properties by wanted condition and thickness, built on first use. */
  propertyColumns: Map<string, PropertyColumn>;
  /** Per-query scratch (queries run one at a time): each grade's composition similarity and bound (-Infinity
   * once scored exactly), and the positions of the candidates that passed the filters. */
  similarity: Float64Array;
  bound: Float64Array;
  passing: Int32Array;
  /** 1 for the grades a query leaves out by id (set and cleared around the filter loop). */
  excluded: Uint8Array;
  /** 1 for a hidden twin (twins.ts): matched only when its standard is asked for by name. */
  twin: Uint8Array;
}

/** How many candidates to score exactly first, by best bound, before the remaining bounds are checked. */
const FIRST_EXACT = 64;
/** Bounds add in another order than exact scores: room for rounding. */
const BOUND_SLACK = 1e-9;

/** A standard of the index: its system and country, and who sees it (0: public grades; else the owning companies). */
export interface IndexedStandard {
  number: string;
  code: string;
  country: string;
  system: string;
  owners: Set<number>;
}

export class MatchIndex {
  private readonly partitions = new Map<MaterialType, Partition>();
  private readonly byId = new Map<number, MatchableGrade>();
  /** Position of each grade in its type's partition. */
  private readonly positionOf = new Map<number, number>();
  private readonly standardIndex = new Map<string, number>();
  private readonly countryIndex = new Map<string, number>();
  private readonly systemIndex = new Map<string, number>();
  private readonly standardList = new Map<string, IndexedStandard>();
  private twins: Twins = { shownOf: new Map(), groupOf: new Map() };

  private constructor(readonly version: string | number) {}

  static build(grades: readonly MatchableGrade[], version: string | number = 0): MatchIndex {
    const index = new MatchIndex(version);
    for (const grade of grades) {
      index.byId.set(grade.id, grade);
      if (!index.standardIndex.has(grade.standard.number)) index.standardIndex.set(grade.standard.number, index.standardIndex.size);
      if (!index.countryIndex.has(grade.standard.country)) index.countryIndex.set(grade.standard.country, index.countryIndex.size);
      const system = systemOf(grade);
      if (!index.systemIndex.has(system)) index.systemIndex.set(system, index.systemIndex.size);
      const { number, code, country } = grade.standard;
      let standard = index.standardList.get(number);
      if (!standard) index.standardList.set(number, (standard = { number, code, country, system, owners: new Set() }));
      standard.owners.add(grade.companyId ?? 0);
    }
    index.twins = groupTwins(grades);
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

  /** The other grades of this grade's group of twins (twins.ts); none for most. */
  twinsOf(id: number): number[] {
    return (this.twins.groupOf.get(id) ?? []).filter((twin) => twin !== id);
  }

  /** The twin shown for a grade: its shown twin when it is a hidden one, else itself. */
  shownTwin(id: number): number {
    return this.twins.shownOf.get(id) ?? id;
  }

  /** The standards whose grades a caller sees: public ones and those of the caller's company. */
  standardsVisibleTo(companyId: number | null): IndexedStandard[] {
    return [...this.standardList.values()].filter((standard) => standard.owners.has(0) || (companyId !== null && standard.owners.has(companyId)));
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
      system: new Uint16Array(n),
      company: new Int32Array(n),
      hasMechanical: new Uint8Array(n),
      signature: new Uint16Array(n),
      signatures: [],
      propertyColumns: new Map(),
      similarity: new Float64Array(n),
      bound: new Float64Array(n),
      passing: new Int32Array(n),
      excluded: new Uint8Array(n),
      twin: new Uint8Array(n),
    };
    grades.forEach((grade, i) => {
      this.positionOf.set(grade.id, i);
      partition.standard[i] = this.standardIndex.get(grade.standard.number)!;
      partition.country[i] = this.countryIndex.get(grade.standard.country)!;
      partition.system[i] = this.systemIndex.get(systemOf(grade))!;
      partition.company[i] = grade.companyId ?? 0;
      partition.hasMechanical[i] = grade.mechanical.length ? 1 : 0;
      partition.twin[i] = this.twins.shownOf.has(grade.id) ? 1 : 0;
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
    const systems = this.mask(this.systemIndex, filters.systems, true);
    const countries = this.mask(this.countryIndex, filters.countries, true);
    const company = filters.companyId ?? 0;
    const wanted = wantedCondition(query.mechanical, condition);
    const querySide = propertySide(query.mechanical, wanted, thickness);
    const top = new TopK<MatchableGrade>(k);
    let total = 0;
    let threshold = -Infinity;

    for (const type of filters.types ?? [query.type]) {
      const partition = this.partitions.get(type);
      // Compositions compare element by element with the query's profiles (steel and welding share them).
      if (!partition || ELEMENT_PROFILES[type] !== ELEMENT_PROFILES[query.type]) continue;
      // 1. The candidates passing the filters.
      const { passing, bound, grades, company: owners, standard, country, system, excluded: excludedById, twin } = partition;
      const excludedHere = (filters.excludeIds ?? []).filter((id) => this.byId.get(id)?.type === type).map((id) => this.positionOf.get(id)!);
      for (const i of excludedHere) excludedById[i] = 1;
      let count = 0;
      for (let i = 0; i < grades.length; i++) {
        const owner = owners[i];
        if (owner !== 0 && owner !== company) continue;
        const named = standards !== null && standards[standard[i]] === 1;
        if ((standards || systems) && !named && !(systems && systems[system[i]])) continue;
        if (excluded && !excluded[standard[i]]) continue;
        if (countries && !countries[country[i]]) continue;
        if (excludedById[i]) continue;
        if (twin[i] && !named) continue;
        passing[count++] = i;
      }
      for (const i of excludedHere) excludedById[i] = 0;
      total += count;
      if (!count) continue;

      // 2. Every candidate's bound: its exact composition and category, properties at most what its yield allows.
      // Exact scores (properties compared) for the best bounds first, then for every candidate whose bound can
      // still beat the k-th best score.
      const plan = planFor(partition, query, querySide, wanted, thickness);
      const best = new LargestValues(Math.min(count, Math.max(FIRST_EXACT, k)));
      plan.bounds(count, best);
      const score = (i: number) => {
        top.push(grades[i], plan.exact(i));
        threshold = top.threshold;
        bound[i] = -Infinity; // scored
      };
      for (const i of best.refsDescending()) {
        if (bound[i] <= threshold) break;
        score(i);
      }
      for (let c = 0; c < count; c++) if (bound[passing[c]] > threshold) score(passing[c]);
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
    const standards = new Map(grades.map((grade) => [grade.standard.number, { ...grade.standard, system: systemOf(grade) }]));
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

/** The grades of a partition as properties compare in one wanted condition at one thickness. */
interface PropertyColumn {
  /** Yield strength in the wanted condition itself, as properties.ts picks the row (NaN: none), for the bound. */
  yields: Float64Array;
  /** Each grade's side (propertySide), kept once built. */
  sides: (PropertySide | undefined)[];
}

/** Columns kept per partition: the conditions and thicknesses asked most recently. */
const PROPERTY_COLUMNS = 12;

function propertyColumn(partition: Partition, condition: string, thickness: number | null): PropertyColumn {
  const key = `${condition}|${thickness}`;
  const columns = partition.propertyColumns;
  let column = columns.get(key);
  if (column) {
    columns.delete(key);
  } else {
    const yields = Float64Array.from(partition.grades, (grade) => rowFor(grade.mechanical, condition, 'yield', thickness)?.yieldMin ?? NaN);
    column = { yields, sides: new Array<PropertySide | undefined>(partition.grades.length) };
    if (columns.size >= PROPERTY_COLUMNS) columns.delete(columns.keys().next().value!);
  }
  columns.set(key, column);
  return column;
}

/** One query against one partition: every grade's composition similarity, then bounds and exact scores by position. */
function planFor(partition: Partition, query: MatchableGrade, querySide: PropertySide, wanted: string | null, thickness: number | null) {
  const { similarity, signature, hasMechanical, passing, bound } = partition;
  partition.composition.similarities(query.composition, similarity);
  const compositionOf = (i: number) => (Number.isNaN(similarity[i]) ? null : similarity[i]);
  const categoryOf = Float64Array.from(partition.signatures, (representative) => categorySimilarity(query, representative).similarity);
  const weightsOf: ComponentWeights[] = partition.signatures.map((representative) => pairWeights(query, representative));
  // Properties are judged (and may lower the score) only when both sides have them.
  const queryHasProperties = querySide.condition !== null;
  const judgesProperties = (i: number) => queryHasProperties && hasMechanical[i] === 1;
  // A grade compared in the wanted condition itself has its yield at the thickness compared with the query's:
  // the property similarity is at most (wY·sY + rest) / (wY + rest), every other property taken as perfect.
  const queryYield = querySide.rows[MATCH_PROPERTIES.indexOf('yield')]?.yieldMin ?? null;
  const column = queryHasProperties ? propertyColumn(partition, wanted!, thickness) : null;
  const yields = column && queryYield !== null ? column.yields : null;
  const { yield: yieldWeight, ...others } = PROPERTY_WEIGHTS[query.type];
  const otherWeight = Object.values(others).reduce((sum, weight) => sum + weight, 0);
  // combineScore's terms per signature, unrolled below (no call and no boxed number per candidate).
  const compositionWeight = Float64Array.from(weightsOf, (weights) => weights.composition);
  const propertyWeight = Float64Array.from(weightsOf, (weights) => weights.properties);
  const categoryWeight = Float64Array.from(weightsOf, (weights) => weights.category);
  const categoryPoints = Float64Array.from(weightsOf, (weights, g) => weights.category * categoryOf[g]);
  return {
    /**
     * The best score each candidate passing[0 … count-1] could reach, into `bound` (by position) and `best`:
     * combineScore of its composition, its category and, when judged, the properties' bound; its exact score
     * when properties are not judged.
     */
    bounds(count: number, best: LargestValues) {
      for (let c = 0; c < count; c++) {
        const i = passing[c];
        const g = signature[i];
        let points = categoryPoints[g];
        let judged = categoryWeight[g];
        const composition = similarity[i];
        if (composition === composition) {
          points += compositionWeight[g] * composition;
          judged += compositionWeight[g];
        }
        if (queryHasProperties && hasMechanical[i] === 1) {
          const candidateYield = yields === null ? NaN : yields[i];
          const properties =
            candidateYield === candidateYield ? (yieldWeight * strengthSimilarity(queryYield!, candidateYield) + otherWeight) / (yieldWeight + otherWeight) : 1;
          points += propertyWeight[g] * properties;
          judged += propertyWeight[g];
        }
        bound[i] = (100 * points) / judged + BOUND_SLACK;
        best.push(bound[i], i);
      }
    },
    /** The exact score of grade i. */
    exact(i: number): number {
      if (!judgesProperties(i)) return combineScore(weightsOf[signature[i]], compositionOf(i), null, categoryOf[signature[i]]);
      const side = (column!.sides[i] ??= propertySide(partition.grades[i].mechanical, wanted, thickness));
      const properties = sidesScorePart(query.type, querySide, side);
      return combineScore(weightsOf[signature[i]], compositionOf(i), Number.isNaN(properties) ? null : properties, categoryOf[signature[i]]);
    },
  };
}
