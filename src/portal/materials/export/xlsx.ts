import type { ExportTable } from './table';

/**
 * XLSX through write-excel-file (a small writer on fflate; loaded only when the user exports, in its own
 * chunk). Its "universal" build zips in the page's thread, which is quick for our at most 2,000 rows and is
 * the same code the unit tests run.
 */
export async function xlsxBlob(table: ExportTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = table.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = table.rows.map((row) => row.map((value) => (value === null || value === '' ? null : { value })));
  const widths = table.headers.map((title, column) => {
    const longest = Math.max(title.length, ...table.rows.map((row) => String(row[column] ?? '').length));
    return { width: Math.min(60, Math.max(10, longest + 2)) };
  });
  // Sheet names: at most 31 characters, none of []:*?/\
  const sheet = table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  return writeXlsxFile([header, ...body], { sheet, columns: widths, stickyRowsCount: 1 }).toBlob();
}
