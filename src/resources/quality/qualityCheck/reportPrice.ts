import { QUALITY_LIMITS, qualityApproveInput } from '@contract/endpoints/quality';

/** The price an auditor is offered when approving, in yuan (¥199.00). */
export const DEFAULT_PRICE_YUAN = QUALITY_LIMITS.reportPriceDefaultFen / 100;

/**
 * A report price typed in yuan (the form's number, at most two decimals) → integer fen, or undefined when the
 * contract would refuse it (not above 0, above the maximum, more than two decimals).
 */
export function reportPriceFen(yuan: number | null | undefined): number | undefined {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return undefined;
  const fen = Math.round(yuan * 100);
  if (Math.abs(fen - yuan * 100) > 1e-6) return undefined;
  return qualityApproveInput.shape.reportPrice.safeParse(fen).success ? fen : undefined;
}
