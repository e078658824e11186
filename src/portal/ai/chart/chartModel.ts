import type { AnswerChart, AnswerTable } from '@contract/endpoints/ai';

export interface ChartPoint {
  /** Thickness, mm. */
  x: number;
  y: number;
  series: string;
}

/** A series' name: the grade, its standard and condition, as the catalogue prints them. */
export const seriesName = (series: AnswerChart['series'][number]) =>
  `${series.grade} (${series.standard})${series.condition ? ` ${series.condition}` : ''}`;

/**
 * The chart's points as steps: each band's value is drawn flat from its lower to its upper thickness. A band open
 * at the top is drawn at its lower bound only; a value for every thickness at 0.
 */
export function stepPoints(chart: AnswerChart): ChartPoint[] {
  return chart.series.flatMap((series) => {
    const name = seriesName(series);
    const bands = [...series.points].sort((a, b) => (a.thicknessFrom ?? 0) - (b.thicknessFrom ?? 0));
    return bands.flatMap((band) => {
      const from = band.thicknessFrom ?? 0;
      const ends = band.thicknessTo === null || band.thicknessTo === from ? [from] : [from, band.thicknessTo];
      return ends.map((x) => ({ x, y: band.value, series: name }));
    });
  });
}

const FORMULA_START = /^[=+@\t\r]/;
const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // A text a spreadsheet would run as a formula is kept as text.
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV: UTF-8 with a byte-order mark (spreadsheets then read Chinese right), CRLF lines. */
export function tableCsv(table: AnswerTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
