import { MATCH_PROPERTIES, type MatchProperty } from '@contract';
import { explainMatch, roundExplanation, type MatchExplanation } from './explanation';
import { propertySide, valueOf, wantedCondition, type PropertyValue } from './properties';
import type { MatchableGrade, ScoreOptions } from './types';

/**
 * Two to six grades side by side: each element's limits and each property in one condition (the one asked
 * for, else the first grade's first) and thickness, and the explained score of every pair (the earlier
 * grade as the query; with the condition fixed for all, the score is the same both ways).
 */
export interface Contrast {
  condition: string | null;
  thickness: number | null;
  elements: { el: string; values: ({ min: number | null; max: number | null } | null)[] }[];
  properties: { property: MatchProperty; values: (PropertyValue | null)[] }[];
  pairs: { a: number; b: number; score: number; explanation: MatchExplanation }[];
}

export function contrastGrades(grades: MatchableGrade[], { condition = null, thickness = null }: ScoreOptions = {}): Contrast {
  const wanted = grades.length ? wantedCondition(grades[0].mechanical, condition) : null;
  const elements = [...new Set(grades.flatMap((grade) => grade.composition.map((range) => range.el)))].map((el) => ({
    el,
    values: grades.map((grade) => {
      const range = grade.composition.find((row) => row.el === el);
      return range ? { min: range.min, max: range.max } : null;
    }),
  }));
  const sides = grades.map((grade) => propertySide(grade.mechanical, wanted, thickness));
  const properties = MATCH_PROPERTIES.map((property, p) => ({
    property,
    values: sides.map((side) => (side.rows[p] ? valueOf(property, side.rows[p]) : null)),
  })).filter((row) => row.values.some((value) => value !== null));
  const pairs = grades.flatMap((a, i) =>
    grades.slice(i + 1).map((b) => {
      const explanation = roundExplanation(explainMatch(a, b, { condition: wanted, thickness }));
      return { a: a.id, b: b.id, score: explanation.score, explanation };
    }),
  );
  return { condition: wanted, thickness, elements, properties, pairs };
}
