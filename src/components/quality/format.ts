import type { QualityIndicator } from '@contract/endpoints/quality';

/** One decimal for points and scores (totals are shown as the server computed them, rounded for reading). */
export const points = (value: number) => value.toFixed(1);

/** A share 0–1 as a percentage with `digits` decimals. */
export const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)} %`;

/**
 * An indicator's measured value as people read it: the conformity rate and the toughness margin as %, a Cpk with
 * two decimals, the data volume as a count. Null (not computable) is a dash.
 */
export function indicatorValue(key: QualityIndicator, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (key) {
    case 'conformity':
      return percent(value);
    case 'toughnessMargin':
      return percent(value);
    case 'capability':
    case 'compositionStability':
      return value.toFixed(2);
    case 'dataVolume':
      return `n = ${Math.round(value)}`;
  }
}
