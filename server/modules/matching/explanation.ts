import type { ElementBasis } from './composition';
import type { MatchProperty } from '@contract';
import type { PropertyStatus, PropertyValue } from './properties';
import { compareGrades, judgedWeight, propertyScorePart } from './score';
import type { ElementRange, MatchableGrade, ScoreOptions } from './types';

type Limits = Pick<ElementRange, 'min' | 'max'>;
const limits = (range: ElementRange | null): Limits | null => range && { min: range.min, max: range.max };

/**
 * A score taken apart: every element, every property and the category get the points they add to the score
 * and the points they could have added (`maxPoints`, their share of the weight). The points add up to the
 * score, so a user sees where a match gains and loses.
 */
interface ElementContribution {
  el: string;
  query: Limits | null;
  candidate: Limits | null;
  basis: ElementBasis;
  /** How much the element governs the pair (0.15–1): the share of its points it can lose. */
  governs: number;
  similarity: number;
  points: number;
  maxPoints: number;
}

interface PropertyContribution {
  property: MatchProperty;
  query: PropertyValue | null;
  candidate: PropertyValue | null;
  basis: 'compared' | 'oneSided';
  similarity: number;
  points: number;
  maxPoints: number;
}

export interface MatchExplanation {
  score: number;
  /** Share (0–1) of the full weight that could be judged; less when a grade lacks properties or composition. */
  coverage: number;
  composition: { points: number; maxPoints: number; elements: ElementContribution[] };
  properties: {
    status: PropertyStatus;
    points: number;
    maxPoints: number;
    condition: { query: string | null; candidate: string | null; affinity: number };
    items: PropertyContribution[];
  };
  category: {
    query: string;
    candidate: string;
    similarity: number;
    temper: number;
    processes: number;
    points: number;
    maxPoints: number;
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const hundredths = (value: number) => Math.round(value * 100) / 100;

export function explainMatch(query: MatchableGrade, candidate: MatchableGrade, options: ScoreOptions = {}): MatchExplanation {
  const { score, weights, composition, properties, category } = compareGrades(query, candidate, options);
  const compositionPart = composition.available ? composition.similarity : null;
  const propertyPart = propertyScorePart(properties);
  const judged = judgedWeight(weights, compositionPart, propertyPart);
  const perWeight = 100 / judged;

  const compositionShare = compositionPart === null ? 0 : weights.composition * perWeight;
  const elements = composition.elements.map((item) => {
    const maxPoints = (compositionShare * item.weight) / composition.weight;
    const points = maxPoints * (1 - item.governs * (1 - item.similarity));
    const { el, basis, governs, similarity } = item;
    return { el, query: limits(item.a), candidate: limits(item.b), basis, governs, similarity, points, maxPoints };
  });

  const propertyShare = propertyPart === null ? 0 : weights.properties * perWeight;
  const items = properties.items.map((item) => {
    const maxPoints = properties.weight > 0 ? (propertyShare * item.weight) / properties.weight : 0;
    const { property, basis, similarity } = item;
    return { property, query: item.a, candidate: item.b, basis, similarity, points: maxPoints * similarity, maxPoints };
  });

  const categoryShare = weights.category * perWeight;
  return {
    score,
    coverage: judged / (weights.composition + weights.properties + weights.category),
    composition: { points: sum(elements.map((item) => item.points)), maxPoints: compositionShare, elements },
    properties: {
      status: properties.status,
      points: sum(items.map((item) => item.points)),
      maxPoints: propertyShare,
      condition: { query: properties.conditionA, candidate: properties.conditionB, affinity: properties.affinity },
      items,
    },
    category: {
      query: query.category,
      candidate: candidate.category,
      similarity: category.similarity,
      temper: category.temper,
      processes: category.processes,
      points: categoryShare * category.similarity,
      maxPoints: categoryShare,
    },
  };
}

/**
 * Rounds an explanation for display so that the rounded points still add up to the rounded score
 * (largest remainder: the parts that lost most to rounding get the missing tenths).
 */
export function roundExplanation(explanation: MatchExplanation, decimals = 1): MatchExplanation {
  const unit = 10 ** decimals;
  const parts = [
    ...explanation.composition.elements,
    ...explanation.properties.items,
    explanation.category,
  ];
  const target = Math.round(explanation.score * unit);
  const floors = parts.map((part) => Math.floor(part.points * unit + 1e-9));
  let missing = target - sum(floors);
  const order = parts
    .map((part, index) => ({ index, remainder: part.points * unit - floors[index] }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] += 1;
    missing -= 1;
  }
  const round = (value: number) => Math.round(value * unit) / unit;
  const pointsOf = new Map(parts.map((part, index) => [part, floors[index] / unit]));
  const elements = explanation.composition.elements.map((item) => ({
    ...item,
    points: pointsOf.get(item)!,
    maxPoints: round(item.maxPoints),
    governs: hundredths(item.governs),
    similarity: hundredths(item.similarity),
  }));
  const items = explanation.properties.items.map((item) => ({
    ...item,
    points: pointsOf.get(item)!,
    maxPoints: round(item.maxPoints),
    similarity: hundredths(item.similarity),
  }));
  const totalOf = (parts: { points: number }[]) => round(sum(parts.map((part) => part.points)));
  return {
    score: target / unit,
    coverage: hundredths(explanation.coverage),
    composition: { ...explanation.composition, elements, points: totalOf(elements), maxPoints: round(explanation.composition.maxPoints) },
    properties: { ...explanation.properties, items, points: totalOf(items), maxPoints: round(explanation.properties.maxPoints) },
    category: { ...explanation.category, points: pointsOf.get(explanation.category)!, maxPoints: round(explanation.category.maxPoints) },
  };
}
