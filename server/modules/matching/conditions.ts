import { isTemper } from '@contract';

/**
 * How comparable two conditions are (the keys of contract/conditions.ts): properties are only compared between
 * rows of the same (or a related) condition. Steel keys are contract MATCH_CONDITIONS.
 */
/** The as-delivered states of structural steel: related enough to compare, with a discount. */
const DELIVERED = new Set(['asRolled', 'normalized', 'thermomechanical']);
const RELATED_CONDITION_AFFINITY = 0.8;

/** O and H111 (both annealed), or T6 and T651 (T651 is T6 stress-relieved by stretching): close, not the same. */
export function relatedTempers(a: string, b: string): boolean {
  const annealed = (temper: string) => temper === 'O' || temper === 'H111';
  if (annealed(a) && annealed(b)) return true;
  return a[0] === 'T' && b[0] === 'T' && (a.startsWith(b) || b.startsWith(a));
}
export const RELATED_TEMPER_AFFINITY = 0.9;

/** The condition of entered properties without one: compared with the other grade's first condition. */
export const ANY_CONDITION = '*';

/** How comparable properties in two conditions are: 1 same, less for related ones, 0 not comparable. */
export function conditionAffinity(a: string, b: string): number {
  if (a === b || a === ANY_CONDITION || b === ANY_CONDITION) return 1;
  if (DELIVERED.has(a) && DELIVERED.has(b)) return RELATED_CONDITION_AFFINITY;
  if (isTemper(a) && isTemper(b) && relatedTempers(a, b)) return RELATED_TEMPER_AFFINITY;
  return 0;
}
