import type { SeriesPoint } from '../../materials';
import type { ContrastOutput } from './types';

/** Chart data of a contrast: grouped composition columns and a radar of properties. */

/** Grade names as series labels; a name shared by two standards gets its standard. */
export function seriesNames(grades: ContrastOutput['grades']): string[] {
  return grades.map((grade) =>
    grades.filter((other) => other.name === grade.name).length > 1 ? `${grade.name} (${grade.standard.code})` : grade.name,
  );
}

const middle = (value: { min: number | null; max: number | null } | null): number | null => {
  if (!value) return null;
  if (value.min !== null && value.max !== null) return (value.min + value.max) / 2;
  return value.max ?? value.min;
};

/** Chemical symbols only: sums and indices the standards also limit (CEV, Cr+Mo+Ni) are not drawn. */
const isElement = (el: string) => /^[A-Z][a-z]?$/.test(el);

/** One column per element and grade: the middle of its range (a limit alone as it is). */
export function compositionPoints(contrast: ContrastOutput): SeriesPoint[] {
  const names = seriesNames(contrast.grades);
  return contrast.elements.filter((row) => isElement(row.el)).flatMap((row) =>
    row.values.flatMap((value, index) => {
      const number = middle(value);
      return number === null ? [] : [{ x: row.el, series: names[index], value: Number(number.toFixed(4)) }];
    }),
  );
}

export interface RadarPoint {
  item: string;
  series: string;
  /** Share of the highest value of the property among the grades, in per cent. */
  value: number;
}

/**
 * Properties at least two grades specify, each grade's minimum (else maximum) as a share of the highest,
 * so that strengths in MPa and energies in J fit one radar.
 */
export function radarPoints(contrast: ContrastOutput, label: (property: string) => string): RadarPoint[] {
  const names = seriesNames(contrast.grades);
  return contrast.properties.flatMap((row) => {
    const numbers = row.values.map((value) => (value ? (value.min ?? value.max) : null));
    const known = numbers.filter((value): value is number => value !== null && value > 0);
    if (known.length < 2) return [];
    const highest = Math.max(...known);
    return numbers.flatMap((value, index) =>
      value === null ? [] : [{ item: label(row.property), series: names[index], value: Math.round((value / highest) * 100) }],
    );
  });
}
