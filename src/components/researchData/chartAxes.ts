import type { DataSetDetail, ResearchColumn } from '@contract/endpoints/researchData';

/** Columns a chart can draw: every column whose quantity is a number (not text labels). */
export const numericColumns = (columns: readonly ResearchColumn[]) => columns.filter((column) => column.quantity !== 'text');

/**
 * The axes a chart opens with: for a fatigue data set, tensile strength against fatigue strength when it has both
 * (the classic fatigue ratio plot); otherwise the first two numeric columns. Undefined when there are fewer than two.
 */
export function defaultAxes(detail: Pick<DataSetDetail, 'columns' | 'experimentType'>): { x: string; y: string } | undefined {
  const numeric = numericColumns(detail.columns);
  if (numeric.length < 2) return undefined;
  if (detail.experimentType === 'fatigue') {
    const tensile = numeric.find((column) => column.property === 'tensile');
    const fatigue = numeric.find((column) => column.property === 'fatigueStrength');
    if (tensile && fatigue) return { x: tensile.key, y: fatigue.key };
  }
  return { x: numeric[0]!.key, y: numeric[1]!.key };
}

/**
 * Which rows a sample holds: every `step`-th row with a number in both columns, in row order, the step being the
 * smallest that keeps the points within those asked for (as the server samples, researchData.chart).
 */
export const sampleStep = (total: number, asked: number) => Math.max(1, Math.ceil(total / Math.max(1, asked)));
