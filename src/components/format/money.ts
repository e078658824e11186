/**
 * The one way money is shown: amounts travel as integer fen (分) and are shown as yuan with two decimals and
 * thousands separators, `¥12.50`, `¥1,680.00`, `-¥3.00`. Same text in both languages.
 */
export function formatFen(fen: number): string {
  const whole = Math.round(fen);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const yuan = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(absolute % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/** Yuan with at most two decimals, as typed or as an InputNumber's number: `12`, `12.5`, `12.50`. */
const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in yuan → integer fen without floating-point drift (`12.5` → 1250, `0.29` → 29); undefined when it
 * is not a non-negative amount with at most two decimals.
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

/** Integer fen → the yuan text a plain text field shows (`1250` → `'12.50'`; never negative). */
export function fenToYuanText(fen: number): string {
  const whole = Math.max(0, Math.round(fen));
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
