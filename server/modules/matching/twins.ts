import type { MatchableGrade } from './types';

/**
 * Twins: one grade published in several product standards of one country (06Cr19Ni10 in GB/T 20878, GB/T 1220,
 * GB/T 3280 and GB/T 4237; X5CrNi18-10 in EN 10088-1 and EN 10088-2; S355J2H in EN 10210-1 and EN 10219-1).
 * Matching shows one of them — the one publishing the most properties, then the most elements, then the first
 * loaded — so that five places of a country's top five are not one grade five times. Enterprise grades are never
 * twins of anything.
 */
export interface Twins {
  /** Each hidden twin's shown twin. */
  shownOf: Map<number, number>;
  /** Every grade of a group of twins → all the group's ids (itself included). */
  groupOf: Map<number, number[]>;
}

const twinKey = (grade: MatchableGrade) =>
  `${grade.type}|${grade.standard.country}|${grade.name.toUpperCase().replace(/[\s\-_]/g, '')}|${grade.temper ?? ''}`;

/** Whether a shows before b in a group of twins. */
const shownFirst = (a: MatchableGrade, b: MatchableGrade) =>
  b.mechanical.length - a.mechanical.length || b.composition.length - a.composition.length || a.id - b.id;

export function groupTwins(grades: readonly MatchableGrade[]): Twins {
  const groups = new Map<string, MatchableGrade[]>();
  for (const grade of grades) {
    if (grade.companyId !== null) continue;
    const key = twinKey(grade);
    groups.set(key, [...(groups.get(key) ?? []), grade]);
  }
  const twins: Twins = { shownOf: new Map(), groupOf: new Map() };
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const [shown, ...hidden] = [...members].sort(shownFirst);
    const ids = members.map((grade) => grade.id);
    for (const grade of members) twins.groupOf.set(grade.id, ids);
    for (const grade of hidden) twins.shownOf.set(grade.id, shown.id);
  }
  return twins;
}
