import { LIMITS } from '@contract/limits';
import { MSG } from '@contract/messages';

/**
 * Results chosen for the side-by-side contrast (spec §9), by grade id: at most 6 with the query grade, at
 * least two to compare. Results of one query are of one type, so the board's type rule always holds. The
 * choice lives in the address (`sel=`), so it survives paging, a reload and coming back from the comparison.
 */
export interface Toggled {
  ids: number[];
  /** The contract message to show when the rule refused, else null. */
  message: string | null;
}

/**
 * Selects or unselects a result. `reserved` places are taken by grades compared anyway (the query grade,
 * shown first), so that the comparison stays within its 6 records.
 */
export function toggleSelected(ids: readonly number[], id: number, reserved = 0): Toggled {
  if (ids.includes(id)) return { ids: ids.filter((item) => item !== id), message: null };
  if (ids.length + reserved >= LIMITS.comparisonMax) return { ids: [...ids], message: MSG.compareAtMostSix };
  return { ids: [...ids, id], message: null };
}

/** Why the chosen results cannot be compared yet ('at least two data items must be selected' …), or null. */
export function selectionProblem(ids: readonly number[]): string | null {
  if (ids.length < 2) return MSG.compareAtLeastTwo;
  if (ids.length > LIMITS.comparisonMax) return MSG.compareAtMostSix;
  return null;
}

/** The grades to contrast: the query grade first (the reference of every score), then the chosen results. */
export const contrastIds = (queryGradeId: number | null, ids: readonly number[]) => [
  ...(queryGradeId === null ? [] : [queryGradeId]),
  ...ids.filter((id) => id !== queryGradeId),
];
