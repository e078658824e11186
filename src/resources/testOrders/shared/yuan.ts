/** Amounts are typed in yuan (two decimals at most) and travel as integer fen. */
export function yuanToFen(yuan: number | null | undefined): number | undefined {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return undefined;
  return Math.round(yuan * 100);
}

/** Fen shown back in a yuan field. */
export const fenToYuan = (fen: number) => fen / 100;
