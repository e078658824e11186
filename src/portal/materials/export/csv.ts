import type { ExportCell, ExportTable } from './table';

/**
 * CSV for Excel and every other reader: UTF-8 with a byte-order mark (without it Excel shows Chinese as
 * mojibake), CRLF line ends, RFC 4180 quoting. Text that a spreadsheet would run as a formula (=, +, -, @
 * at the start) gets a leading apostrophe; numbers are written as numbers.
 */
export const BOM = '\uFEFF';

function field(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const toCsv = (table: ExportTable) =>
  BOM + [table.headers, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';

export const csvBlob = (table: ExportTable) => new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
