import { categorySimilarity } from './categories';
import { compareCompositions } from './composition';
import { compareProperties, type PropertiesComparison } from './properties';
import type { MatchableGrade, ScoreOptions } from './types';

/**
 * The match score of two grades, 0–100:
 *
 *   score = 100 · (Wc·Sc + Wp·Sp + Wk·Sk) / (Wc·[Sc judged] + Wp·[Sp judged] + Wk)
 *
 * Sc composition similarity (composition.ts), Sp property similarity in one condition and thickness band
 * (properties.ts), Sk category similarity (categories.ts). A part that cannot be judged because a grade has
 * no data for it (a standard that publishes no mechanical properties) is left out and the others are scaled
 * up; properties that exist but in no comparable condition count as 0.
 *
 * The weights follow what the grades' designations stand for: a grade named for its strength (Q235, S355,
 * SS400, E7018) is matched as much on properties as on composition (Wc 45, Wp 45); one named for its
 * composition (45, 42CrMo4, X5CrNi18-10) mostly on composition (Wc 70, Wp 20); aluminium alloy-tempers in
 * between (60, 30). Wk is 10. A pair takes the mean of its two grades' weights, so the score is symmetric.
 */
export interface ComponentWeights {
  composition: number;
  properties: number;
  category: number;
}
const STRENGTH_NAMED: ComponentWeights = { composition: 45, properties: 45, category: 10 };
const COMPOSITION_NAMED: ComponentWeights = { composition: 70, properties: 20, category: 10 };
const ALLOY_TEMPER: ComponentWeights = { composition: 60, properties: 30, category: 10 };
const STRENGTH_CATEGORIES = new Set(['structural', 'pressureVessel', 'pipe', 'rebar', 'sheet', 'castSteel', 'weldCarbon', 'weldLowAlloy']);

function weightsOf(grade: Pick<MatchableGrade, 'type' | 'category'>): ComponentWeights {
  if (grade.type === 'aluminium') return ALLOY_TEMPER;
  return STRENGTH_CATEGORIES.has(grade.category) ? STRENGTH_NAMED : COMPOSITION_NAMED;
}

export function pairWeights(a: Pick<MatchableGrade, 'type' | 'category'>, b: Pick<MatchableGrade, 'type' | 'category'>): ComponentWeights {
  const [x, y] = [weightsOf(a), weightsOf(b)];
  return {
    composition: (x.composition + y.composition) / 2,
    properties: (x.properties + y.properties) / 2,
    category: (x.category + y.category) / 2,
  };
}

/** Similarity of properties for the score: null when not judged. */
export const propertyScorePart = (comparison: Pick<PropertiesComparison, 'status' | 'similarity'>): number | null =>
  comparison.status === 'noData' ? null : comparison.status === 'compared' ? comparison.similarity : 0;

/** Total weight of the parts that were judged. */
export const judgedWeight = (weights: ComponentWeights, composition: number | null, properties: number | null) =>
  (composition === null ? 0 : weights.composition) + (properties === null ? 0 : weights.properties) + weights.category;

export function combineScore(weights: ComponentWeights, composition: number | null, properties: number | null, category: number): number {
  const sum = weights.composition * (composition ?? 0) + weights.properties * (properties ?? 0) + weights.category * category;
  return (100 * sum) / judgedWeight(weights, composition, properties);
}

/** Everything the score of A against B is made of. A is the query. */
export function compareGrades(a: MatchableGrade, b: MatchableGrade, options: ScoreOptions = {}) {
  const composition = compareCompositions(a.type, a.composition, b.composition);
  const properties = compareProperties(a.type, a.mechanical, b.mechanical, options.condition ?? null, options.thickness ?? null);
  const category = categorySimilarity(a, b);
  const weights = pairWeights(a, b);
  const score = combineScore(weights, composition.available ? composition.similarity : null, propertyScorePart(properties), category.similarity);
  return { score, weights, composition, properties, category };
}

export const scoreGrades = (a: MatchableGrade, b: MatchableGrade, options?: ScoreOptions) => compareGrades(a, b, options).score;
