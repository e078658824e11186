import type { QualitySampleRow } from '../../../db/schema';
import { bandOf, sideCapability, type GradeLimits } from '../../../lib/qualityMethod';

/**
 * The report's statistics of a line's production data (pure): per property and per element n, mean, s, min, max
 * and Cpk against the grade's limits (pooled over thickness bands from the margins, as the method does), and the
 * histogram of yield margins.
 */
export interface Summary {
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1); null under two values. */
  sd: number | null;
  min: number | null;
  max: number | null;
}

export function summarize(values: number[]): Summary {
  const n = values.length;
  if (n === 0) return { n, mean: null, sd: null, min: null, max: null };
  const mean = values.reduce((total, value) => total + value, 0) / n;
  const sd = n < 2 ? null : Math.sqrt(values.reduce((total, value) => total + (value - mean) ** 2, 0) / (n - 1));
  return { n, mean, sd, min: Math.min(...values), max: Math.max(...values) };
}

/** Cpk from the margins to the lower and/or upper limit (each positive when conforming): the smaller side's. */
export function cpkOf(lowerMargins: number[] | null, upperMargins: number[] | null): number | null {
  const sides = [lowerMargins, upperMargins].filter((margins): margins is number[] => margins !== null && margins.length > 0);
  const values = sides.map((margins) => sideCapability(margins).cpk).filter((cpk): cpk is number => cpk !== null);
  return values.length && values.length === sides.length ? Math.min(...values) : null;
}

export type PropertyKey = 'yield' | 'tensile' | 'elongation';
export interface StatisticsRow extends Summary {
  key: string;
  cpk: number | null;
}

/** Yield, tensile and elongation of the samples that fall in a band of the grade (the others cannot be judged). */
export function propertyStatistics(limits: GradeLimits, samples: QualitySampleRow[]): StatisticsRow[] {
  const banded = samples.flatMap((sample) => {
    const band = bandOf(limits, sample.thicknessMm);
    return band ? [{ sample, band }] : [];
  });
  const tensileUpper = banded.filter(({ band }) => band.tensileMax !== undefined);
  return [
    {
      key: 'yield',
      ...summarize(banded.map(({ sample }) => sample.yieldMPa)),
      cpk: cpkOf(banded.map(({ sample, band }) => sample.yieldMPa - band.yieldMin), null),
    },
    {
      key: 'tensile',
      ...summarize(banded.map(({ sample }) => sample.tensileMPa)),
      cpk: cpkOf(
        banded.map(({ sample, band }) => sample.tensileMPa - band.tensileMin),
        tensileUpper.length ? tensileUpper.map(({ sample, band }) => band.tensileMax! - sample.tensileMPa) : null,
      ),
    },
    {
      key: 'elongation',
      ...summarize(banded.map(({ sample }) => sample.elongationPct)),
      cpk: cpkOf(banded.map(({ sample, band }) => sample.elongationPct - band.elongationMin), null),
    },
  ];
}

/** Each element the grade limits: its values in the samples and Cpk against the limits. */
export function elementStatistics(limits: GradeLimits, samples: QualitySampleRow[]): StatisticsRow[] {
  return Object.entries(limits.composition).map(([element, { min, max }]) => {
    const values = samples.map((sample) => sample.composition[element]).filter((value): value is number => typeof value === 'number');
    return {
      key: element,
      ...summarize(values),
      cpk: cpkOf(min === undefined ? null : values.map((value) => value - min), max === undefined ? null : values.map((value) => max - value)),
    };
  });
}

/** Yield minus the band's minimum, for the samples in a band. */
export function yieldMargins(limits: GradeLimits, samples: QualitySampleRow[]): number[] {
  return samples.flatMap((sample) => {
    const band = bandOf(limits, sample.thicknessMm);
    return band ? [sample.yieldMPa - band.yieldMin] : [];
  });
}

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** Equal-width bins over [min, max] of whole `step`s (the last bin holds the maximum). */
export function histogram(values: number[], binCount = 12): Bin[] {
  if (!values.length) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const rawWidth = (max - min) / binCount || 1;
  const step = niceStep(rawWidth);
  const start = Math.floor(min / step) * step;
  const count = Math.max(1, Math.floor((max - start) / step) + 1);
  const bins: Bin[] = Array.from({ length: count }, (_, index) => ({ from: start + index * step, to: start + (index + 1) * step, count: 0 }));
  for (const value of values) bins[Math.min(count - 1, Math.floor((value - start) / step))].count += 1;
  return bins;
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw - 1e-12)!;
}
