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
