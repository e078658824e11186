/** One month of a bill: `YYYY-MM`, paid orders and their amount in fen. */
export interface BillRow {
  month: string;
  orders: number;
  amount: number;
}

/**
 * The twelve months of `year` in order, each with what the server answered for it (months without orders may be
 * left out by the server; they show as zero). The server's month may be `YYYY-MM` or the month's number.
 */
export function twelveMonths(year: number, rows: readonly BillRow[]): BillRow[] {
  const byMonth = new Map<number, BillRow>();
  for (const row of rows) {
    const match = /(\d{1,2})$/.exec(row.month.trim());
    if (match) byMonth.set(Number(match[1]), row);
  }
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const row = byMonth.get(index + 1);
    return { month, orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
  });
}

/** The year's totals. */
export const yearTotal = (rows: readonly BillRow[]) =>
  rows.reduce((sum, row) => ({ orders: sum.orders + row.orders, amount: sum.amount + row.amount }), { orders: 0, amount: 0 });
