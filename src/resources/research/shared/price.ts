/** Yuan with at most two decimals, as typed or as an InputNumber's number: `12`, `12.5`, `12.50`. */
const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A price in yuan → integer fen without floating-point drift (`12.5` → 1250, `0.29` → 29); undefined when it is not
 * a non-negative amount with at most two decimals.
 */
export function yuanToFen(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const typed = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2).replace(/\.?0+$/, '') : '') : value.trim();
  const match = YUAN.exec(typed);
  if (!match) return undefined;
  const [, yuan, cents = ''] = match;
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

/** Integer fen → yuan as a number for an InputNumber (`1250` → 12.5). */
export const fenToYuan = (fen: number) => Math.round(fen) / 100;
