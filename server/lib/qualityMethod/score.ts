/**
 * `scoreLine`: a product line's quality score under a published method version, from its production test data and
 * the limits of its grade. Refuses (QualityMethodError) what it cannot score honestly.
 */
import {
  capability,
  compositionStability,
  conformity,
  dataVolume,
  toughnessMargin,
  type CapabilityDetail,
  type CompositionDetail,
  type ConformityDetail,
  type DataVolumeDetail,
  type IndicatorResult,
  type ToughnessDetail,
} from './indicators';
import { checkMethod, QualityMethodError, type GradeLimits, type IndicatorKey, type QualityMethod, type Sample } from './types';

interface DetailOf {
  conformity: ConformityDetail;
  capability: CapabilityDetail;
  compositionStability: CompositionDetail;
  toughnessMargin: ToughnessDetail;
  dataVolume: DataVolumeDetail;
}

export type ScoredIndicator = {
  [K in IndicatorKey]: IndicatorResult<DetailOf[K]> & {
    key: K;
    /** The method's nominal weight. */
    weight: number;
    /** The weight applied: nominal, renormalised over the applicable indicators, times the small-sample factor. */
    effectiveWeight: number;
    /** effectiveWeight × score: this indicator's points in the total. */
    contribution: number;
  };
}[IndicatorKey];

export interface Improvement {
  key: IndicatorKey;
  /** Points the total would gain if this indicator alone were brought to 100. */
  gain: number;
}

export interface LineScore {
  methodVersion: string;
  n: number;
  /** Σ contributions, 0–100. */
  total: number;
  smallSample: boolean;
  /** In the method's order. */
  indicators: ScoredIndicator[];
  /** The indicators that would raise the total most if brought to 100, largest gain first (gain > 0 only). */
  improvements: Improvement[];
}

const GAIN_EPSILON = 1e-9;

export function scoreLine(method: QualityMethod, limits: GradeLimits, samples: Sample[]): LineScore {
  const specs = checkMethod(method);
  checkLimits(limits);
  checkSamples(samples);

  const results: { [K in IndicatorKey]: IndicatorResult<DetailOf[K]> } = {
    conformity: conformity(samples, limits, specs.conformity.params),
    capability: capability(samples, limits, specs.capability.params),
    compositionStability: compositionStability(samples, limits, specs.compositionStability.params),
    toughnessMargin: toughnessMargin(samples, limits, specs.toughnessMargin.params),
    dataVolume: dataVolume(samples, specs.dataVolume.params),
  };

  // An indicator the grade gives nothing to score (no impact requirement, no composition limit) drops out and the
  // others' weights are renormalised to keep their proportions.
  const applicableWeight = method.indicators.reduce((sum, spec) => sum + (results[spec.key].applicable ? spec.weight : 0), 0);
  if (!(applicableWeight > 0)) {
    throw new QualityMethodError('badMethod', 'No indicator that applies to this grade carries weight', 'indicators');
  }
  const factor = results.dataVolume.detail.weightFactor;
  const indicators = method.indicators.map((spec) => {
    const result = results[spec.key];
    const renormalised = result.applicable ? spec.weight / applicableWeight : 0;
    const effectiveWeight = spec.key === 'dataVolume' ? renormalised : renormalised * factor;
    return { key: spec.key, weight: spec.weight, effectiveWeight, ...result, contribution: effectiveWeight * result.score } as ScoredIndicator;
  });
  const total = indicators.reduce((sum, indicator) => sum + indicator.contribution, 0);

  // Bringing data volume to 100 also lifts the small-sample factor to 1 (other indicators held where they are).
  const othersUnscaled = indicators.reduce((sum, indicator) => sum + (indicator.key === 'dataVolume' ? 0 : indicator.contribution / (factor || 1)), 0);
  const improvements = indicators
    .filter((indicator) => indicator.applicable)
    .map((indicator) => ({
      key: indicator.key,
      gain:
        indicator.key === 'dataVolume'
          ? indicator.effectiveWeight * (100 - indicator.score) + (factor > 0 ? (1 - factor) * othersUnscaled : 0)
          : indicator.effectiveWeight * (100 - indicator.score),
    }))
    .filter((improvement) => improvement.gain > GAIN_EPSILON)
    .sort((a, b) => b.gain - a.gain);

  return {
    methodVersion: method.version,
    n: samples.length,
    total,
    smallSample: results.dataVolume.detail.smallSample,
    indicators,
    improvements,
  };
}

const isNonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function need(ok: boolean, code: 'badLimits' | 'badValue', message: string, path: string) {
  if (!ok) throw new QualityMethodError(code, message, path);
}

/** Throws a QualityMethodError unless the grade's limits are complete, non-negative and their bands do not overlap. */
export function checkLimits(limits: GradeLimits): void {
  need(Array.isArray(limits?.bands) && limits.bands.length > 0, 'badLimits', 'The grade has no thickness band', 'bands');
  limits.bands.forEach((band, index) => {
    const at = `bands[${index}]`;
    for (const field of ['minMm', 'maxMm', 'yieldMin', 'tensileMin', 'elongationMin'] as const) {
      need(isNonNegative(band[field]), 'badLimits', `${field} must be a number ≥ 0`, `${at}.${field}`);
    }
    if (band.thicknessToleranceMm !== undefined) {
      need(isNonNegative(band.thicknessToleranceMm), 'badLimits', 'thicknessToleranceMm must be a number ≥ 0', `${at}.thicknessToleranceMm`);
    }
    need(band.maxMm > band.minMm, 'badLimits', 'maxMm must exceed minMm', `${at}.maxMm`);
    if (band.tensileMax !== undefined) {
      need(isNonNegative(band.tensileMax) && band.tensileMax >= band.tensileMin, 'badLimits', 'tensileMax must be a number ≥ tensileMin', `${at}.tensileMax`);
    }
  });
  const sorted = [...limits.bands].sort((a, b) => a.minMm - b.minMm);
  sorted.slice(1).forEach((band, index) => {
    need(band.minMm >= sorted[index].maxMm, 'badLimits', `Thickness bands overlap at ${band.minMm} mm`, 'bands');
  });
  for (const [element, { min, max }] of Object.entries(limits.composition ?? {})) {
    if (min !== undefined) need(isNonNegative(min), 'badLimits', 'A composition limit must be a number ≥ 0', `composition.${element}.min`);
    if (max !== undefined) need(isNonNegative(max), 'badLimits', 'A composition limit must be a number ≥ 0', `composition.${element}.max`);
    if (min !== undefined && max !== undefined) need(min <= max, 'badLimits', 'min exceeds max', `composition.${element}`);
  }
  if (limits.impact) {
    need(isNonNegative(limits.impact.energyMin) && limits.impact.energyMin > 0, 'badLimits', 'energyMin must be > 0', 'impact.energyMin');
    need(isFiniteNumber(limits.impact.tempC), 'badLimits', 'tempC must be a number', 'impact.tempC');
  }
}

/**
 * Throws a QualityMethodError for an empty list or a value that is missing, NaN, infinite or negative. The thickness
 * deviation (signed) and the impact test temperature may be negative.
 */
export function checkSamples(samples: Sample[]): void {
  if (!Array.isArray(samples) || samples.length === 0) {
    throw new QualityMethodError('emptySamples', 'At least one sample is needed to score a line');
  }
  samples.forEach((sample, index) => {
    const at = `samples[${index}]`;
    need(isNonNegative(sample.thicknessMm) && sample.thicknessMm > 0, 'badValue', 'thicknessMm must be a number > 0', `${at}.thicknessMm`);
    for (const field of ['yieldMPa', 'tensileMPa', 'elongationPct'] as const) {
      need(isNonNegative(sample[field]), 'badValue', `${field} must be a number ≥ 0`, `${at}.${field}`);
    }
    need(isFiniteNumber(sample.thicknessDeviationMm), 'badValue', 'thicknessDeviationMm must be a number', `${at}.thicknessDeviationMm`);
    if (sample.thicknessToleranceMm !== undefined) {
      need(isNonNegative(sample.thicknessToleranceMm), 'badValue', 'thicknessToleranceMm must be a number ≥ 0', `${at}.thicknessToleranceMm`);
    }
    for (const [element, value] of Object.entries(sample.composition ?? {})) {
      need(isNonNegative(value), 'badValue', 'A mass fraction must be a number ≥ 0', `${at}.composition.${element}`);
    }
    if (sample.impact) {
      need(isNonNegative(sample.impact.energyJ), 'badValue', 'energyJ must be a number ≥ 0', `${at}.impact.energyJ`);
      need(isFiniteNumber(sample.impact.tempC), 'badValue', 'tempC must be a number', `${at}.impact.tempC`);
    }
  });
}
