import { describe, expect, it } from 'vitest';
import { QUALITY_LIMITS } from '@contract/endpoints/quality';
import { DEFAULT_PRICE_YUAN, reportPriceFen } from './reportPrice';

describe('the report price an auditor sets', () => {
  it('turns yuan into fen without floating-point drift', () => {
    expect(reportPriceFen(DEFAULT_PRICE_YUAN)).toBe(QUALITY_LIMITS.reportPriceDefaultFen);
    expect(reportPriceFen(0.01)).toBe(1);
    expect(reportPriceFen(19.9)).toBe(1990);
    expect(reportPriceFen(1.15)).toBe(115);
    expect(reportPriceFen(QUALITY_LIMITS.reportPriceMaxFen / 100)).toBe(QUALITY_LIMITS.reportPriceMaxFen);
  });

  it('refuses nothing, zero, negatives, fractions of a fen and more than the maximum', () => {
    expect(reportPriceFen(undefined)).toBeUndefined();
    expect(reportPriceFen(null)).toBeUndefined();
    expect(reportPriceFen(0)).toBeUndefined();
    expect(reportPriceFen(-5)).toBeUndefined();
    expect(reportPriceFen(1.234)).toBeUndefined();
    expect(reportPriceFen(QUALITY_LIMITS.reportPriceMaxFen / 100 + 0.01)).toBeUndefined();
    expect(reportPriceFen(Number.NaN)).toBeUndefined();
  });
});
