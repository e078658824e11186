import { describe, expect, it } from 'vitest';
import {
  bandOf,
  capability,
  compositionStability,
  conformity,
  dataVolume,
  linearScore,
  nonConformities,
  sampleStdDev,
  sideCapability,
  toughnessMargin,
} from './indicators';
import type { GradeLimits, Sample, ThicknessBand } from './types';

const band = (minMm: number, maxMm: number, yieldMin: number, extra: Partial<ThicknessBand> = {}): ThicknessBand => ({
  minMm,
  maxMm,
  yieldMin,
  tensileMin: 470,
  tensileMax: 630,
  elongationMin: 20,
  thicknessToleranceMm: 0.5,
  ...extra,
});

/** Q355B-like limits, two thickness bands with different yield minima. */
const limits: GradeLimits = {
  grade: 'Q355B',
  composition: { C: { max: 0.2 }, Mn: { min: 1.0, max: 1.6 } },
  bands: [band(0, 16, 355), band(16, 40, 345)],
  impact: { tempC: 20, energyMin: 34 },
};

const sample = (over: Partial<Sample> = {}): Sample => ({
  thicknessMm: 20,
  composition: { C: 0.17, Mn: 1.4 },
  yieldMPa: 385,
  tensileMPa: 510,
  elongationPct: 26,
  impact: { energyJ: 68, tempC: 20 },
  thicknessDeviationMm: 0.1,
  ...over,
});

const cpkParams = { cpkZero: 0.5, cpkFull: 1.5 };

describe('statistics', () => {
  it('uses the sample standard deviation (n − 1)', () => {
    // 30, 40, 50: mean 40, squared deviations 100 + 0 + 100 = 200, / (3 − 1) = 100, s = 10.
    expect(sampleStdDev([30, 40, 50])).toBe(10);
  });

  it('scores linearly between the zero and full points', () => {
    expect(linearScore(0.5, 0.5, 1.5)).toBe(0);
    expect(linearScore(0.4, 0.5, 1.5)).toBe(0);
    expect(linearScore(1, 0.5, 1.5)).toBeCloseTo(50, 12);
    expect(linearScore(2, 0.5, 1.5)).toBe(100);
  });

  it('computes Cpk from margins and says why it cannot', () => {
    // margins 30, 40, 50: 40 / (3 × 10) = 1.3333
    expect(sideCapability([30, 40, 50]).cpk).toBeCloseTo(4 / 3, 12);
    expect(sideCapability([30])).toMatchObject({ cpk: null, reason: 'tooFewSamples' });
    expect(sideCapability([30, 30])).toMatchObject({ cpk: null, reason: 'noVariation', inside: true });
    expect(sideCapability([-5, -5])).toMatchObject({ cpk: null, reason: 'noVariation', inside: false });
  });
});

describe('thickness bands', () => {
  it('are [min, max): a thickness on a boundary belongs to the band above', () => {
    expect(bandOf(limits, 15.99)?.yieldMin).toBe(355);
    expect(bandOf(limits, 16)?.yieldMin).toBe(345);
    expect(bandOf(limits, 40)).toBeUndefined();
  });
});

describe('conformity', () => {
  it('judges each sample against the band of its own thickness', () => {
    const samples = [
      sample({ thicknessMm: 20, yieldMPa: 350 }), // band 16–40 (≥ 345): conforms; it would fail band 0–16 (≥ 355)
      sample({ thicknessMm: 10, yieldMPa: 350, id: 'H2' }), // band 0–16: 350 < 355
      sample({ thicknessMm: 50 }), // no band: non-conforming
      sample({ thicknessMm: 16, yieldMPa: 345 }), // boundary: band 16–40, exactly at the minimum conforms
    ];
    const result = conformity(samples, limits, { rateZero: 0, rateFull: 1 });
    // 2 of 4 conform: rate 0.5, score 100 × (0.5 − 0) / (1 − 0) = 50
    expect(result.value).toBe(0.5);
    expect(result.score).toBe(50);
    expect(result.detail).toEqual({
      n: 4,
      conforming: 2,
      nonConforming: [
        { index: 1, id: 'H2', reasons: ['yield'] },
        { index: 2, reasons: ['noBand'] },
      ],
    });
    // Under the default parameters (0 at ≤ 90 %), half the heats conforming scores nothing.
    expect(conformity(samples, limits, { rateZero: 0.9, rateFull: 1 }).score).toBe(0);
  });

  it('checks every measured value', () => {
    expect(nonConformities(sample(), limits)).toEqual([]);
    expect(
      nonConformities(
        sample({
          tensileMPa: 640,
          elongationPct: 19,
          thicknessDeviationMm: -0.6,
          composition: { C: 0.21 },
          impact: { energyJ: 30, tempC: 25 },
        }),
        limits,
      ),
    ).toEqual(['tensileMax', 'elongation', 'thicknessDeviation', 'impactTemperature', 'impactEnergy', 'composition:C', 'composition:Mn']);
    expect(nonConformities(sample({ tensileMPa: 460, impact: undefined }), limits)).toEqual(['tensileMin', 'impactMissing']);
    // A test colder than required is more severe and counts.
    expect(nonConformities(sample({ impact: { energyJ: 40, tempC: 0 } }), limits)).toEqual([]);
  });
});

describe('process capability of the mechanical properties', () => {
  it('one-sided for yield, two-sided for tensile (lower limit governing)', () => {
    const samples = [
      sample({ yieldMPa: 375, tensileMPa: 490, elongationPct: 25 }),
      sample({ yieldMPa: 385, tensileMPa: 500, elongationPct: 26 }),
      sample({ yieldMPa: 395, tensileMPa: 510, elongationPct: 27 }),
    ];
    const { detail, value, score } = capability(samples, limits, cpkParams);
    // yield vs 345: margins 30, 40, 50 → mean 40, s 10 → Cpk = 40 / 30 = 1.3333
    expect(detail.properties.yield.cpk).toBeCloseTo(1.3333, 4);
    expect(detail.properties.yield.upper).toBeUndefined();
    // tensile vs 470: margins 20, 30, 40 → 30 / 30 = 1.0; vs 630: 140, 130, 120 → 130 / 30 = 4.3333; Cpk = min = 1.0
    expect(detail.properties.tensile.lower?.cpk).toBeCloseTo(1, 12);
    expect(detail.properties.tensile.upper?.cpk).toBeCloseTo(4.3333, 4);
    expect(detail.properties.tensile.cpk).toBeCloseTo(1, 12);
    // elongation vs 20: 5, 6, 7 → 6 / 3 = 2.0
    expect(detail.properties.elongation.cpk).toBeCloseTo(2, 12);
    // governing: tensile, Cpk 1.0 → score 100 × (1.0 − 0.5) / (1.5 − 0.5) = 50
    expect(detail.governing).toBe('tensile');
    expect(value).toBeCloseTo(1, 12);
    expect(score).toBeCloseTo(50, 9);
  });

  it('two-sided tensile with the upper limit governing', () => {
    const samples = [600, 610, 620].map((tensileMPa) => sample({ tensileMPa }));
    const tensile = capability(samples, limits, cpkParams).detail.properties.tensile;
    // vs 470: 130, 140, 150 → 140 / 30 = 4.6667; vs 630: 30, 20, 10 → 20 / 30 = 0.6667
    expect(tensile.lower?.cpk).toBeCloseTo(4.6667, 4);
    expect(tensile.upper?.cpk).toBeCloseTo(0.6667, 4);
    expect(tensile.cpk).toBeCloseTo(2 / 3, 12);
    // 100 × (0.6667 − 0.5) / 1.0 = 16.67
    expect(tensile.score).toBeCloseTo(16.6667, 3);
  });

  it('pools mixed thicknesses through the margin to each sample’s own band', () => {
    const samples = [
      sample({ thicknessMm: 10, yieldMPa: 385 }), // 385 − 355 = 30
      sample({ thicknessMm: 20, yieldMPa: 385 }), // 385 − 345 = 40
      sample({ thicknessMm: 10, yieldMPa: 405 }), // 405 − 355 = 50
      sample({ thicknessMm: 60, yieldMPa: 200 }), // no band: left out
    ];
    const { detail } = capability(samples, limits, cpkParams);
    // margins 30, 40, 50 → 40 / (3 × 10) = 1.3333 (the raw yields 385, 385, 405 would give another figure)
    expect(detail.properties.yield.cpk).toBeCloseTo(4 / 3, 12);
    expect(detail.properties.yield.lower?.n).toBe(3);
    expect(detail.excluded).toEqual([3]);
  });

  it('is one-sided for tensile where the band sets no maximum', () => {
    const open: GradeLimits = { ...limits, bands: [band(0, 40, 345, { tensileMax: undefined })] };
    const tensile = capability([490, 500, 510].map((tensileMPa) => sample({ tensileMPa })), open, cpkParams).detail.properties.tensile;
    expect(tensile.upper).toBeUndefined();
    expect(tensile.cpk).toBeCloseTo(1, 12);
  });

  it('scores 0 with a single sample (no standard deviation)', () => {
    const result = capability([sample()], limits, cpkParams);
    expect(result.value).toBeNull();
    expect(result.score).toBe(0);
  });
});

describe('composition stability', () => {
  it('is the governing (least capable) element', () => {
    const samples = [
      sample({ composition: { C: 0.16, Mn: 1.3 } }),
      sample({ composition: { C: 0.17, Mn: 1.4 } }),
      sample({ composition: { C: 0.18, Mn: 1.5 } }),
    ];
    const result = compositionStability(samples, limits, cpkParams);
    // C vs max 0.20: margins 0.04, 0.03, 0.02 → 0.03 / (3 × 0.01) = 1.0
    expect(result.detail.elements.C.cpk).toBeCloseTo(1, 9);
    // Mn vs max 1.60: 0.30, 0.20, 0.10 → 0.20 / 0.30 = 0.6667; vs min 1.00: 0.30, 0.40, 0.50 → 0.40 / 0.30 = 1.3333
    expect(result.detail.elements.Mn.upper?.cpk).toBeCloseTo(0.6667, 4);
    expect(result.detail.elements.Mn.lower?.cpk).toBeCloseTo(1.3333, 4);
    expect(result.detail.governing).toBe('Mn');
    expect(result.value).toBeCloseTo(2 / 3, 9);
    // 100 × (0.6667 − 0.5) / 1.0 = 16.67
    expect(result.score).toBeCloseTo(16.6667, 3);
  });

  it('does not apply when the grade limits no element', () => {
    expect(compositionStability([sample()], { ...limits, composition: {} }, cpkParams)).toMatchObject({ applicable: false, value: null });
  });
});

describe('toughness margin', () => {
  it('is (mean impact − required) / required over the tests at the required temperature or colder', () => {
    const samples = [
      sample({ impact: { energyJ: 51, tempC: 20 } }),
      sample({ impact: { energyJ: 68, tempC: 20 } }),
      sample({ impact: { energyJ: 85, tempC: 0 } }),
      sample({ impact: { energyJ: 300, tempC: 30 } }), // warmer than required: left out
      sample({ impact: undefined }),
    ];
    const result = toughnessMargin(samples, limits, { marginFull: 2 });
    // mean (51 + 68 + 85) / 3 = 68 J; (68 − 34) / 34 = 1.0; score 100 × 1.0 / 2 = 50
    expect(result.detail).toMatchObject({ n: 3, meanEnergyJ: 68, excluded: [3, 4] });
    expect(result.value).toBe(1);
    expect(result.score).toBe(50);
    expect(toughnessMargin([sample({ impact: { energyJ: 30, tempC: 20 } })], limits, { marginFull: 1 }).score).toBe(0);
  });

  it('does not apply when the grade requires no impact test', () => {
    expect(toughnessMargin([sample()], { ...limits, impact: undefined }, { marginFull: 1 })).toMatchObject({ applicable: false });
  });
});

describe('data volume', () => {
  it('scores n / nFull and marks a small sample under nSmall', () => {
    const three = [sample(), sample(), sample()];
    // 100 × 3 / 6 = 50; 3 < 4: small, other weights × 3 / 4
    expect(dataVolume(three, { nFull: 6, nSmall: 4 })).toEqual({
      value: 3,
      score: 50,
      applicable: true,
      detail: { nFull: 6, nSmall: 4, smallSample: true, weightFactor: 0.75 },
    });
    expect(dataVolume(three, { nFull: 6, nSmall: 3 }).detail).toMatchObject({ smallSample: false, weightFactor: 1 });
    expect(dataVolume([...three, ...three, ...three], { nFull: 6, nSmall: 3 }).score).toBe(100);
  });
});
