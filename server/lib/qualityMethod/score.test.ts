import { describe, expect, it } from 'vitest';
import { checkLimits, scoreLine } from './score';
import { checkMethod, DEFAULT_METHOD, QualityMethodError, type GradeLimits, type QualityMethod, type Sample } from './types';

/** The illustrative method of README.md's worked example: round numbers, so every figure can be checked by hand. */
const method = (nSmall: number): QualityMethod => ({
  version: 'test.1',
  indicators: [
    { key: 'conformity', weight: 0.4, params: { rateZero: 0, rateFull: 1 } },
    { key: 'capability', weight: 0.2, params: { cpkZero: 0.5, cpkFull: 1.5 } },
    { key: 'compositionStability', weight: 0.1, params: { cpkZero: 0.5, cpkFull: 1.5 } },
    { key: 'toughnessMargin', weight: 0.1, params: { marginFull: 2 } },
    { key: 'dataVolume', weight: 0.2, params: { nFull: 6, nSmall } },
  ],
});

const limits: GradeLimits = {
  grade: 'Q355B',
  composition: { C: { max: 0.2 }, Mn: { max: 1.6 } },
  bands: [{ minMm: 0, maxMm: 40, yieldMin: 345, tensileMin: 470, tensileMax: 630, elongationMin: 20, thicknessToleranceMm: 0.5 }],
  impact: { tempC: 20, energyMin: 34 },
};

/** The three heats of the worked example. */
const samples: Sample[] = [
  { id: 'H1', thicknessMm: 20, composition: { C: 0.16, Mn: 1.3 }, yieldMPa: 375, tensileMPa: 500, elongationPct: 25, impact: { energyJ: 51, tempC: 20 }, thicknessDeviationMm: 0.2 },
  { id: 'H2', thicknessMm: 20, composition: { C: 0.17, Mn: 1.4 }, yieldMPa: 385, tensileMPa: 510, elongationPct: 26, impact: { energyJ: 68, tempC: 20 }, thicknessDeviationMm: -0.3 },
  { id: 'H3', thicknessMm: 20, composition: { C: 0.18, Mn: 1.5 }, yieldMPa: 395, tensileMPa: 520, elongationPct: 27, impact: { energyJ: 85, tempC: 20 }, thicknessDeviationMm: 0.6 },
];

const byKey = (result: ReturnType<typeof scoreLine>) => Object.fromEntries(result.indicators.map((indicator) => [indicator.key, indicator]));

/*
 * Indicator scores of the worked example (see README.md):
 *   conformity            H3 is 0.6 mm off (tolerance ±0.5): 2 / 3 conform              → 66.667
 *   capability            yield margins 30, 40, 50 → Cpk 1.333 (tensile lower also 1.333,
 *                         upper 120 / 30 = 4; elongation 6 / 3 = 2)                        → 100 × (1.333 − 0.5) / 1 = 83.333
 *   compositionStability  C: 0.03 / 0.03 = 1.0; Mn: margins 0.3, 0.2, 0.1 → 0.2 / 0.3 = 0.667 → 100 × (0.667 − 0.5) / 1 = 16.667
 *   toughnessMargin       mean 68 J vs 34 J → margin 1.0                                  → 100 × 1.0 / 2 = 50
 *   dataVolume            n = 3, nFull 6                                                  → 50
 */
describe('scoreLine: the weighted total', () => {
  it('weights the indicator scores when the sample is not small', () => {
    const result = scoreLine(method(3), limits, samples);
    const indicators = byKey(result);
    expect(indicators.conformity.score).toBeCloseTo(66.6667, 3);
    expect(indicators.capability.score).toBeCloseTo(83.3333, 3);
    expect(indicators.compositionStability.score).toBeCloseTo(16.6667, 3);
    expect(indicators.toughnessMargin.score).toBeCloseTo(50, 9);
    expect(indicators.dataVolume.score).toBe(50);
    // 0.4 × 66.667 + 0.2 × 83.333 + 0.1 × 16.667 + 0.1 × 50 + 0.2 × 50 = 26.667 + 16.667 + 1.667 + 5 + 10 = 60
    expect(result.smallSample).toBe(false);
    expect(result.indicators.map((indicator) => indicator.contribution)).toEqual(
      [26.6667, 16.6667, 1.6667, 5, 10].map((value) => expect.closeTo(value, 3)),
    );
    expect(result.total).toBeCloseTo(60, 9);
    expect(result.methodVersion).toBe('test.1');
    expect(result.n).toBe(3);
  });

  it('weights a small sample down: the other indicators × n / nSmall', () => {
    const result = scoreLine(method(4), limits, samples);
    // 3 < nSmall 4: factor 3 / 4 = 0.75 on every weight but data volume's.
    // 0.3 × 66.667 + 0.15 × 83.333 + 0.075 × 16.667 + 0.075 × 50 + 0.2 × 50 = 20 + 12.5 + 1.25 + 3.75 + 10 = 47.5
    expect(result.smallSample).toBe(true);
    expect(result.indicators.map((indicator) => indicator.effectiveWeight)).toEqual([0.3, 0.15, 0.075, 0.075, 0.2].map((value) => expect.closeTo(value, 12)));
    expect(result.total).toBeCloseTo(47.5, 9);
  });

  it('drops an indicator the grade does not call for and renormalises the others', () => {
    const result = scoreLine(method(3), { ...limits, impact: undefined }, samples);
    // Without toughness the weights are 0.4, 0.2, 0.1, 0.2 over 0.9: (26.667 + 16.667 + 1.667 + 10) / 0.9 = 61.111
    expect(byKey(result).toughnessMargin).toMatchObject({ applicable: false, effectiveWeight: 0, contribution: 0 });
    expect(result.total).toBeCloseTo(55 / 0.9, 9);
  });
});

describe('scoreLine: improvements', () => {
  it('lists the indicators by the points they would add at 100', () => {
    // Not small: gains = weight × (100 − score): conformity 13.33, data volume 10, composition 8.33, toughness 5,
    // capability 3.33.
    expect(scoreLine(method(3), limits, samples).improvements).toEqual([
      { key: 'conformity', gain: expect.closeTo(13.3333, 3) },
      { key: 'dataVolume', gain: expect.closeTo(10, 9) },
      { key: 'compositionStability', gain: expect.closeTo(8.3333, 3) },
      { key: 'toughnessMargin', gain: expect.closeTo(5, 9) },
      { key: 'capability', gain: expect.closeTo(3.3333, 3) },
    ]);
  });

  it('counts, for data volume, the lifting of the small-sample factor too', () => {
    // Small (factor 0.75): data volume 0.2 × 50 + (1 − 0.75) × 50 = 22.5 (the total would be 70 instead of 47.5);
    // conformity 0.3 × 33.33 = 10; composition 0.075 × 83.33 = 6.25; toughness 0.075 × 50 = 3.75;
    // capability 0.15 × 16.67 = 2.5.
    expect(scoreLine(method(4), limits, samples).improvements).toEqual([
      { key: 'dataVolume', gain: expect.closeTo(22.5, 9) },
      { key: 'conformity', gain: expect.closeTo(10, 9) },
      { key: 'compositionStability', gain: expect.closeTo(6.25, 9) },
      { key: 'toughnessMargin', gain: expect.closeTo(3.75, 9) },
      { key: 'capability', gain: expect.closeTo(2.5, 9) },
    ]);
  });

  it('leaves out indicators already at 100', () => {
    const full: QualityMethod = { ...method(3), indicators: method(3).indicators.map((spec) => (spec.key === 'toughnessMargin' ? { ...spec, params: { marginFull: 1 } } : spec)) };
    expect(scoreLine(full, limits, samples).improvements.map((improvement) => improvement.key)).not.toContain('toughnessMargin');
  });
});

describe('the default method', () => {
  it('is version 2026.1, complete, summing to 1, and frozen', () => {
    expect(DEFAULT_METHOD.version).toBe('2026.1');
    expect(() => checkMethod(DEFAULT_METHOD)).not.toThrow();
    expect(Object.isFrozen(DEFAULT_METHOD.indicators[0].params)).toBe(true);
  });

  it('scores the worked example (README.md)', () => {
    const result = scoreLine(DEFAULT_METHOD, limits, samples);
    // conformity 66.7 % ≤ 90 % → 0; capability 100 × (1.3333 − 0.67) / 1 = 66.33; composition Mn 0.6667 ≤ 0.67 → 0;
    // toughness margin 1.0 → 100; data volume 100 × 3 / 50 = 6, small (3 < 30): factor 3 / 30 = 0.1.
    // total = 0.15 × 6 + 0.1 × (0.25 × 66.333 + 0.15 × 100) = 0.9 + 3.1583 = 4.0583
    expect(result.methodVersion).toBe('2026.1');
    expect(result.smallSample).toBe(true);
    expect(result.total).toBeCloseTo(4.0583, 3);
  });
});

describe('refusals', () => {
  const refused = (run: () => unknown, code: string) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(QualityMethodError);
      expect((error as QualityMethodError).code).toBe(code);
      return (error as QualityMethodError).path;
    }
    throw new Error('not refused');
  };

  it('an empty sample list', () => {
    refused(() => scoreLine(method(3), limits, []), 'emptySamples');
  });

  it('weights that do not sum to 1 (±1e-9)', () => {
    const off = (delta: number): QualityMethod => ({
      ...method(3),
      indicators: method(3).indicators.map((spec) => (spec.key === 'conformity' ? { ...spec, weight: spec.weight + delta } : spec)),
    });
    expect(refused(() => scoreLine(off(0.01), limits, samples), 'badWeights')).toBe('indicators');
    expect(() => scoreLine(off(1e-12), limits, samples)).not.toThrow();
    refused(() => scoreLine({ ...method(3), indicators: method(3).indicators.map((spec, i) => (i ? spec : { ...spec, weight: Number.NaN })) }, limits, samples), 'badWeights');
  });

  it('a method missing an indicator or a parameter', () => {
    refused(() => checkMethod({ ...method(3), indicators: method(3).indicators.slice(1) }), 'badMethod');
    refused(() => checkMethod({ ...method(3), indicators: method(3).indicators.map((spec) => ({ ...spec, params: {} })) }), 'badMethod');
    refused(() => checkMethod({ ...method(3), version: '' }), 'badMethod');
  });

  it('negative or NaN values, but not a negative thickness deviation or test temperature', () => {
    const withSample = (over: Partial<Sample>) => [samples[0], { ...samples[1], ...over }];
    expect(refused(() => scoreLine(method(3), limits, withSample({ yieldMPa: Number.NaN })), 'badValue')).toBe('samples[1].yieldMPa');
    expect(refused(() => scoreLine(method(3), limits, withSample({ composition: { C: -0.01 } })), 'badValue')).toBe('samples[1].composition.C');
    refused(() => scoreLine(method(3), limits, withSample({ thicknessMm: -1 })), 'badValue');
    refused(() => scoreLine(method(3), limits, withSample({ impact: { energyJ: -5, tempC: 20 } })), 'badValue');
    refused(() => scoreLine(method(3), limits, withSample({ thicknessDeviationMm: Number.POSITIVE_INFINITY })), 'badValue');
    expect(() => scoreLine(method(3), limits, withSample({ thicknessDeviationMm: -0.4, impact: { energyJ: 60, tempC: -20 } }))).not.toThrow();
  });

  it('limits with negative values or overlapping bands', () => {
    const [first] = limits.bands;
    refused(() => checkLimits({ ...limits, bands: [{ ...first, yieldMin: -1 }] }), 'badLimits');
    refused(() => checkLimits({ ...limits, bands: [first, { ...first, minMm: 30, maxMm: 60 }] }), 'badLimits');
    refused(() => checkLimits({ ...limits, bands: [] }), 'badLimits');
    expect(() => checkLimits({ ...limits, bands: [first, { ...first, minMm: 40, maxMm: 60 }] })).not.toThrow();
  });
});
