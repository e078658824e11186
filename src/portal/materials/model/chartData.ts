import type { CompositionValue, GradeDetail, MechanicalValue } from './types';
import { bandText } from './format';
import { groupByCondition, rowWith } from './mechanical';
import { display, type UnitSystem } from './units';
import type { Translate } from './comparisonTable';

/** Plain data for the lazy charts, computed here so it is tested without loading the chart library. */

export interface CompositionBar {
  el: string;
  /** [low, high] in mass %: a one-sided limit starts at 0; a typical value is a bar of zero width. */
  range: [number, number];
}

export function compositionBars(composition: readonly CompositionValue[]): CompositionBar[] {
  return composition.flatMap((value): CompositionBar[] => {
    if (value.min !== null || value.max !== null) return [{ el: value.el, range: [value.min ?? 0, value.max ?? value.min ?? 0] }];
    if (value.typical !== null) return [{ el: value.el, range: [value.typical, value.typical] }];
    return [];
  });
}

export interface SeriesPoint {
  x: string;
  series: string;
  value: number;
}

/** Minimum yield and tensile strength of one condition by thickness band, in the chosen stress unit. */
export function strengthByBand(mechanical: readonly MechanicalValue[], condition: string, units: UnitSystem, t: Translate): SeriesPoint[] {
  const group = groupByCondition(mechanical).find((candidate) => candidate.condition === condition);
  if (!group) return [];
  return group.rows.flatMap((row) => {
    const x = [bandText(row.thicknessFrom, row.thicknessTo, units) || t('detail.allThicknesses'), row.direction].filter(Boolean).join(' ');
    const points: SeriesPoint[] = [];
    if (row.yieldMin !== null) points.push({ x, series: t('charts.yieldMin'), value: display(row.yieldMin, 'stress', units) });
    if (row.tensileMin !== null) points.push({ x, series: t('charts.tensileMin'), value: display(row.tensileMin, 'stress', units) });
    return points;
  });
}

/** Per grade: minimum yield and tensile strength (stress chart) and elongation (% chart), as in the comparison table. */
export function comparisonSeries(grades: readonly GradeDetail[], units: UnitSystem, t: Translate) {
  const strength: SeriesPoint[] = [];
  const elongation: SeriesPoint[] = [];
  for (const grade of grades) {
    const yieldRow = rowWith(grade, (row) => row.yieldMin !== null);
    const tensileRow = rowWith(grade, (row) => row.tensileMin !== null);
    const elongationRow = rowWith(grade, (row) => row.elongationMin !== null);
    if (yieldRow) strength.push({ x: grade.name, series: t('charts.yieldMin'), value: display(yieldRow.yieldMin!, 'stress', units) });
    if (tensileRow) strength.push({ x: grade.name, series: t('charts.tensileMin'), value: display(tensileRow.tensileMin!, 'stress', units) });
    if (elongationRow) elongation.push({ x: grade.name, series: t('charts.elongationMin'), value: elongationRow.elongationMin! });
  }
  return { strength, elongation };
}
