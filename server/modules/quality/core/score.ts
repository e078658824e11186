import type { LineScoreOutput } from '@contract';
import type { QualitySampleRow } from '../../../db/schema';
import { scoreLine, type GradeLimits, type QualityMethod, type Sample } from '../../../lib/qualityMethod';

/** The stored sample as the method reads it. */
export const sampleOf = (row: QualitySampleRow): Sample => row;

/** Scores samples under a method; the result is what submissions and lines store (jsonb) and answer. */
export function scoreSamples(method: QualityMethod, limits: GradeLimits, samples: QualitySampleRow[]): LineScoreOutput {
  const score = scoreLine(method, limits, samples.map(sampleOf));
  return {
    methodVersion: score.methodVersion,
    n: score.n,
    total: score.total,
    smallSample: score.smallSample,
    indicators: score.indicators.map((indicator) => ({
      key: indicator.key,
      weight: indicator.weight,
      effectiveWeight: indicator.effectiveWeight,
      score: indicator.score,
      contribution: indicator.contribution,
      value: indicator.value,
      applicable: indicator.applicable,
      detail: indicator.detail as unknown as Record<string, unknown>,
    })),
    improvements: score.improvements,
  };
}

/** Per-sample workings (which heat failed why) belong to the paid report: the public answer keeps the figures only. */
export function publicScore(score: LineScoreOutput): LineScoreOutput {
  return {
    ...score,
    indicators: score.indicators.map((indicator) => {
      const { nonConforming, excluded, ...detail } = indicator.detail as Record<string, unknown> & { nonConforming?: unknown[]; excluded?: unknown[] };
      return {
        ...indicator,
        detail: {
          ...detail,
          ...(nonConforming ? { nonConformingCount: nonConforming.length } : {}),
          ...(excluded ? { excludedCount: excluded.length } : {}),
        },
      };
    }),
  };
}
