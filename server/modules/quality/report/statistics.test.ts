import { describe, expect, it } from 'vitest';
import type { GradeLimits } from '../../../lib/qualityMethod';
import { sampleRows } from '../../../../tests/support/quality';
import { cpkOf, elementStatistics, histogram, niceStep, propertyStatistics, summarize, yieldMargins } from './statistics';

const LIMITS: GradeLimits = {
  grade: 'Q355B',
  composition: { C: { max: 0.24 }, Mn: { min: 1.0, max: 1.6 } },
  bands: [
    { minMm: 0, maxMm: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630, elongationMin: 22 },
    { minMm: 16, maxMm: 40, yieldMin: 345, tensileMin: 470, tensileMax: 630, elongationMin: 22 },
  ],
  impact: { tempC: 20, energyMin: 34 },
};
const row = (thicknessMm: number, yieldMPa: number, composition: Record<string, number> = { C: 0.16, Mn: 1.4 }) => ({
  thicknessMm,
  thicknessDeviationMm: 0,
  yieldMPa,
  tensileMPa: 520,
  elongationPct: 26,
  composition,
});

describe('report statistics', () => {
  it('summarizes with the sample standard deviation', () => {
    expect(summarize([1, 2, 3, 4])).toEqual({ n: 4, mean: 2.5, sd: Math.sqrt(5 / 3), min: 1, max: 4 });
    expect(summarize([7])).toEqual({ n: 1, mean: 7, sd: null, min: 7, max: 7 });
    expect(summarize([])).toEqual({ n: 0, mean: null, sd: null, min: null, max: null });
  });

  it('takes the smaller side’s Cpk, null when a side cannot be computed', () => {
    // margins 10, 20, 30: mean 20, s 10 → 0.667; upper margins 40, 50, 60 → 1.667
    expect(cpkOf([10, 20, 30], null)).toBeCloseTo(20 / 30, 6);
    expect(cpkOf([10, 20, 30], [40, 50, 60])).toBeCloseTo(20 / 30, 6);
    expect(cpkOf([5], null)).toBeNull();
    expect(cpkOf([10, 20, 30], [5, 5, 5])).toBeNull();
  });

  it('pools yield margins over thickness bands', () => {
    const samples = [row(10, 365), row(20, 355), row(30, 375), row(50, 300)];
    expect(yieldMargins(LIMITS, samples)).toEqual([10, 10, 30]);
    const [yieldRow, tensile, elongation] = propertyStatistics(LIMITS, samples);
    expect(yieldRow).toMatchObject({ key: 'yield', n: 3, min: 355, max: 375 });
    // margins 10, 10, 30: mean 50/3, s = sqrt(((−20/3)²·2 + (40/3)²)/2) = 11.547
    expect(yieldRow.cpk).toBeCloseTo(50 / 3 / (3 * Math.sqrt(400 / 3)), 6);
    expect(tensile).toMatchObject({ key: 'tensile', n: 3, mean: 520, cpk: null });
    expect(elongation.key).toBe('elongation');
  });

  it('gives each limited element its Cpk against both bounds', () => {
    const samples = [row(10, 380, { C: 0.14, Mn: 1.3 }), row(10, 380, { C: 0.16, Mn: 1.4 }), row(10, 380, { C: 0.18, Mn: 1.5 })];
    const [carbon, manganese] = elementStatistics(LIMITS, samples);
    expect(carbon).toMatchObject({ key: 'C', n: 3 });
    expect(carbon.cpk).toBeCloseTo((0.24 - 0.16) / (3 * 0.02), 6);
    expect(manganese.cpk).toBeCloseTo(0.2 / (3 * 0.1), 6);
  });

  it('bins values in nice steps, the maximum in the last bin', () => {
    expect(niceStep(3.2)).toBe(5);
    expect(niceStep(0.013)).toBe(0.02);
    const bins = histogram([0, 1, 2, 9.5, 10], 5);
    expect(bins[0]).toEqual({ from: 0, to: 2, count: 2 });
    expect(bins.reduce((total, bin) => total + bin.count, 0)).toBe(5);
    expect(bins.at(-1)!.count).toBe(1);
    expect(histogram([])).toEqual([]);
  });

  it('reads plausible fixture data', () => {
    const rows = propertyStatistics(LIMITS, sampleRows(60));
    expect(rows[0].n).toBe(60);
    expect(rows[0].mean!).toBeGreaterThan(370);
    expect(rows[0].mean!).toBeLessThan(390);
  });
});
