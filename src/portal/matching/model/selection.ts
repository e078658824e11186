import { LIMITS } from '@contract/limits';
import { MSG } from '@contract/messages';
import { compareProblem, type BoardGrade } from '../../materials/model/compareRules';

/**
 * Results chosen for the side-by-side contrast (spec §9): at most 6, at least two to compare, one material
 * type (results of one query always are). The rules themselves are the comparison board's.
 */
export type Selected = BoardGrade;

export interface Toggled {
  items: Selected[];
  /** The contract message to show when the rule refused, else null. */
  message: string | null;
}

/**
 * Selects or unselects a result. `reserved` places are taken by grades compared anyway (the query grade,
 * shown first), so that the comparison stays within its 6 records.
 */
export function toggleSelected(items: readonly Selected[], grade: Selected, reserved = 0): Toggled {
  if (items.some((item) => item.id === grade.id)) return { items: items.filter((item) => item.id !== grade.id), message: null };
  if (items.length + reserved >= LIMITS.comparisonMax) return { items: [...items], message: MSG.compareAtMostSix };
  return { items: [...items, grade], message: null };
}

/** Why the chosen results cannot be compared yet ('at least two data items must be selected' …), or null. */
export const selectionProblem = (items: readonly Selected[]) => compareProblem(items);

/** The grades to contrast: the query grade first (the reference of every score), then the chosen results. */
export const contrastIds = (queryGradeId: number | null, items: readonly Selected[]) => [
  ...(queryGradeId === null ? [] : [queryGradeId]),
  ...items.map((item) => item.id).filter((id) => id !== queryGradeId),
];
