import type { TemplateColumn } from './columns';

/**
 * Which spreadsheet column holds which template column, by header text, so that a user who re-typed or translated
 * the headers is still understood:
 * 1. the exact label the template writes (trimmed, case-insensitive);
 * 2. otherwise a header containing one of the column's label parts ('屈服强度', 'yield'); when several columns'
 *    parts are contained ('Thickness deviation' contains 'thickness'), the longest part wins;
 * 3. otherwise, for element columns, the element symbol as a word of the header ('C (%)', '碳C', 'mn%').
 * The first header that matches a column takes it; headers matching nothing are ignored.
 */
export interface HeaderMapping {
  /** Template column key → 0-based spreadsheet column. */
  columns: Map<string, number>;
  /** Keys of required columns no header matched. */
  missing: string[];
}

const normal = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** The ASCII words of a header: '碳 C(%)' → ['c']. */
const wordsOf = (header: string) => normal(header).split(/[^a-z]+/).filter(Boolean);

function bestColumn(header: string, columns: TemplateColumn[]): TemplateColumn | undefined {
  const text = normal(header);
  if (!text) return undefined;
  const exact = columns.find((column) => normal(column.label) === text);
  if (exact) return exact;
  let best: { column: TemplateColumn; length: number } | undefined;
  for (const column of columns) {
    for (const alias of column.aliases) {
      const part = normal(alias);
      if (text.includes(part) && (!best || part.length > best.length)) best = { column, length: part.length };
    }
  }
  if (best) return best.column;
  const words = wordsOf(header);
  return columns.find((column) => column.element && words.includes(column.element.toLowerCase()));
}

export function mapHeaders(headers: unknown[], columns: TemplateColumn[]): HeaderMapping {
  const mapped = new Map<string, number>();
  headers.forEach((cell, index) => {
    if (cell === null || cell === undefined) return;
    const column = bestColumn(String(cell), columns);
    if (column && !mapped.has(column.key)) mapped.set(column.key, index);
  });
  return { columns: mapped, missing: columns.filter((column) => column.required && !mapped.has(column.key)).map((column) => column.key) };
}
