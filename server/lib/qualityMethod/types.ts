/**
 * The quality and reliability scoring method of issue 17 as data: indicators, weights and parameters travel with a
 * version, so the platform can publish a new method version without a code change, and every score records the
 * version it was computed with. See README.md for the method in words.
 */

export const INDICATOR_KEYS = ['conformity', 'capability', 'compositionStability', 'toughnessMargin', 'dataVolume'] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

export interface IndicatorSpec {
  key: IndicatorKey;
  /** Nominal weight; the weights of a method sum to 1. */
  weight: number;
  params: Record<string, number>;
}

export interface QualityMethod {
  version: string;
  indicators: IndicatorSpec[];
}

/** The parameters each indicator needs (checked by `checkMethod`). */
export const REQUIRED_PARAMS: Record<IndicatorKey, readonly string[]> = {
  conformity: ['rateZero', 'rateFull'],
  capability: ['cpkZero', 'cpkFull'],
  compositionStability: ['cpkZero', 'cpkFull'],
  toughnessMargin: ['marginFull'],
  dataVolume: ['nFull', 'nSmall'],
};

/**
 * Method 2026.1. Why these values (README.md "Parameters"):
 * - conformity 0.30: rateZero 0.90, rateFull 1.00 — one non-conforming heat in a hundred costs 10 points; a line
 *   where one heat in ten fails scores nothing.
 * - capability 0.25 and compositionStability 0.15: cpkZero 0.67 (mean only 2σ from the limit, about 2.3 % expected
 *   beyond it), cpkFull 1.67 (5σ, the usual requirement for critical characteristics); Cpk 1.33, the common
 *   "capable" threshold, scores 66.
 * - toughnessMargin 0.15: marginFull 1.0 — a mean impact energy twice the required value scores 100.
 * - dataVolume 0.15: nFull 50 heats or coils for full weight; under nSmall 30 the line is marked as a small sample
 *   and the other indicators are weighted down by n / nSmall.
 */
export const DEFAULT_METHOD: QualityMethod = deepFreeze<QualityMethod>({
  version: '2026.1',
  indicators: [
    { key: 'conformity', weight: 0.3, params: { rateZero: 0.9, rateFull: 1 } },
    { key: 'capability', weight: 0.25, params: { cpkZero: 0.67, cpkFull: 1.67 } },
    { key: 'compositionStability', weight: 0.15, params: { cpkZero: 0.67, cpkFull: 1.67 } },
    { key: 'toughnessMargin', weight: 0.15, params: { marginFull: 1 } },
    { key: 'dataVolume', weight: 0.15, params: { nFull: 50, nSmall: 30 } },
  ],
});

/** One heat or coil of a product line's production test data. */
export interface Sample {
  /** Heat or coil number, carried into the report; optional. */
  id?: string;
  /** Nominal thickness, mm: selects the thickness band whose limits apply. */
  thicknessMm: number;
  /** Mass fraction in %, by element symbol ('C', 'Mn', …). */
  composition: Record<string, number>;
  /** Yield strength (ReH or Rp0.2), MPa. */
  yieldMPa: number;
  /** Tensile strength Rm, MPa. */
  tensileMPa: number;
  /** Elongation after fracture A, %. */
  elongationPct: number;
  /** Charpy V impact energy, J, the mean of 3 specimens, and the test temperature, °C. */
  impact?: { energyJ: number; tempC: number };
  /** Measured minus nominal thickness, mm (signed: negative when under nominal). */
  thicknessDeviationMm: number;
  /**
   * The permitted thickness deviation ±, mm, ordered for this heat or coil (the dimension standard's tolerance class
   * is an order term, e.g. GB/T 709 class N or B); when given it replaces the band's.
   */
  thicknessToleranceMm?: number;
}

/** The limits of one thickness band, thickness in [minMm, maxMm). */
export interface ThicknessBand {
  minMm: number;
  maxMm: number;
  yieldMin: number;
  tensileMin: number;
  /** Absent where the standard sets no upper tensile limit for the band. */
  tensileMax?: number;
  elongationMin: number;
  /** Permitted thickness deviation ±, mm, where the band sets one; a sample's ordered tolerance takes precedence. */
  thicknessToleranceMm?: number;
}

/** A grade's limits from its standard, as held in the catalogue. */
export interface GradeLimits {
  grade: string;
  /** Mass fraction in %, by element symbol; either bound may be absent. */
  composition: Record<string, { min?: number; max?: number }>;
  bands: ThicknessBand[];
  /** Absent where the grade requires no impact test (e.g. quality level A). */
  impact?: { tempC: number; energyMin: number };
}

export type QualityMethodErrorCode = 'emptySamples' | 'badWeights' | 'badMethod' | 'badLimits' | 'badValue';

/** Refusal of an input the method cannot score; `path` names the offending field. */
export class QualityMethodError extends Error {
  readonly code: QualityMethodErrorCode;
  readonly path: string | undefined;

  constructor(code: QualityMethodErrorCode, message: string, path?: string) {
    super(path ? `${message} (${path})` : message);
    this.name = 'QualityMethodError';
    this.code = code;
    this.path = path;
  }
}

export const WEIGHT_TOLERANCE = 1e-9;

/** Throws a QualityMethodError unless the method is complete and consistent; returns its specs by key. */
export function checkMethod(method: QualityMethod): Record<IndicatorKey, IndicatorSpec> {
  if (typeof method?.version !== 'string' || method.version.trim() === '') {
    throw new QualityMethodError('badMethod', 'The method has no version', 'version');
  }
  const byKey = new Map<IndicatorKey, IndicatorSpec>();
  method.indicators.forEach((spec, index) => {
    if (!INDICATOR_KEYS.includes(spec.key)) {
      throw new QualityMethodError('badMethod', `Unknown indicator ${String(spec.key)}`, `indicators[${index}].key`);
    }
    if (byKey.has(spec.key)) throw new QualityMethodError('badMethod', `Indicator ${spec.key} appears twice`, `indicators[${index}].key`);
    if (!Number.isFinite(spec.weight) || spec.weight < 0) {
      throw new QualityMethodError('badWeights', 'A weight must be a number ≥ 0', `indicators[${index}].weight`);
    }
    for (const name of REQUIRED_PARAMS[spec.key]) {
      const value = spec.params?.[name];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new QualityMethodError('badMethod', `Parameter ${name} of ${spec.key} is missing or not a number`, `indicators[${index}].params.${name}`);
      }
    }
    byKey.set(spec.key, spec);
  });
  for (const key of INDICATOR_KEYS) {
    if (!byKey.has(key)) throw new QualityMethodError('badMethod', `Indicator ${key} is missing (give it weight 0 to leave it out)`, 'indicators');
  }
  const sum = method.indicators.reduce((total, spec) => total + spec.weight, 0);
  if (Math.abs(sum - 1) > WEIGHT_TOLERANCE) {
    throw new QualityMethodError('badWeights', `The weights sum to ${sum}, not 1`, 'indicators');
  }
  const specs = Object.fromEntries(byKey) as Record<IndicatorKey, IndicatorSpec>;
  const ordered = (key: IndicatorKey, low: string, high: string) => {
    const { params } = specs[key];
    if (!(params[high] > params[low])) throw new QualityMethodError('badMethod', `${key}: ${high} must exceed ${low}`, `${key}.params.${high}`);
  };
  ordered('conformity', 'rateZero', 'rateFull');
  ordered('capability', 'cpkZero', 'cpkFull');
  ordered('compositionStability', 'cpkZero', 'cpkFull');
  if (!(specs.toughnessMargin.params.marginFull > 0)) {
    throw new QualityMethodError('badMethod', 'toughnessMargin: marginFull must be > 0', 'toughnessMargin.params.marginFull');
  }
  const { nFull, nSmall } = specs.dataVolume.params;
  if (!(nFull > 0) || !(nSmall > 0) || nSmall > nFull) {
    throw new QualityMethodError('badMethod', 'dataVolume: need 0 < nSmall ≤ nFull', 'dataVolume.params');
  }
  return specs;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
