/** Yuan with at most two decimals, as typed: `12`, `12.5`, `12.50`. */
const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A price typed in yuan → integer fen, without floating point (`'12.5'` → 1250); undefined when it is not a
 * non-negative amount with at most two decimals (`'12.345'`, `'-1'`, `'1e3'`, empty).
 */
export function yuanToFen(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const match = YUAN.exec(String(value).trim());
  if (!match) return undefined;
  const [, yuan, cents = ''] = match;
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

/** Integer fen → the yuan text the form shows (`1250` → `'12.50'`). */
export function fenToYuan(fen: number): string {
  const whole = Math.max(0, Math.round(fen));
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
