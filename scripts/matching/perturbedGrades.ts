import { COUNTRIES } from '@contract';
import type { MatchableGrade } from '../../server/modules/matching/types';

/**
 * Generated grades for measuring and checking the matching index: copies of real catalogue grades with every
 * limit and property moved by up to ±`spread` (default 15 %), spread over invented standards and countries,
 * a few owned by companies. Deterministic for a seed. Not product data: only the benchmark and tests use it.
 */
export function perturbedGrades(templates: readonly MatchableGrade[], count: number, { seed = 1, spread = 0.15, firstId = 1_000_000 } = {}) {
  const random = mulberry32(seed);
  const jitter = (value: number | null) => (value === null ? null : round(value * (1 + (random() * 2 - 1) * spread)));
  const grades: MatchableGrade[] = [];
  for (let n = 0; n < count; n++) {
    const template = templates[Math.floor(random() * templates.length)];
    const standard = Math.floor(random() * 400);
    grades.push({
      ...template,
      id: firstId + n,
      name: `${template.name}-${n}`,
      standard: { number: `SYN ${standard}`, code: `SYN ${standard}-2026`, country: COUNTRIES[standard % COUNTRIES.length] },
      companyId: random() < 0.02 ? 1 + Math.floor(random() * 50) : null,
      composition: template.composition.map((range) => {
        const [min, max] = [jitter(range.min), jitter(range.max)];
        return { el: range.el, min, max: min !== null && max !== null && max < min ? min : max };
      }),
      mechanical: template.mechanical.map((row) => {
        const tensileMin = jitter(row.tensileMin);
        const tensileMax = jitter(row.tensileMax);
        return {
          ...row,
          yieldMin: jitter(row.yieldMin),
          tensileMin,
          tensileMax: tensileMax === null ? null : Math.max(tensileMax, tensileMin ?? 0),
          elongationMin: jitter(row.elongationMin),
          hardnessMax: jitter(row.hardnessMax),
          impactEnergyMin: jitter(row.impactEnergyMin),
        };
      }),
    });
  }
  return grades;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** mulberry32: small, fast, deterministic. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
