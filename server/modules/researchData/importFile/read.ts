import { MSG, RESEARCH_LIMITS } from '@contract';
import { badRequest } from '../../../http/errors';
import { CsvSyntaxError, parseCsv } from './csv';
import { decodeText } from './decode';
import type { RawCell, Table } from './mapping';
import { readXlsx } from './xlsx';

/**
 * An uploaded data file as a table: CSV (UTF-8 or GBK/GB18030, any of three delimiters) or an XLSX sheet. The first
 * row is the header; wholly empty rows are left out. Refused: a file that does not read (garbled bytes, a broken
 * archive, an unclosed quote), one without data rows, one with more than RESEARCH_LIMITS.rowsMax rows.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReadFile {
  encoding: string;
  sheets: string[];
  table: Table;
}

// eslint-disable-next-line no-control-regex
const GARBLED = /[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const isEmptyRow = (cells: RawCell[]) => cells.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));

function tableOf(records: RawCell[][], formulas: [number, number][] = []): Table {
  const [header, ...rest] = records;
  const rows: Table['rows'] = [];
  const formulaRows = new Map<number, number[]>();
  for (const [row, column] of formulas) formulaRows.set(row, [...(formulaRows.get(row) ?? []), column]);
  const formulaSet = new Set<string>();
  // A formula without a computed value reads as an empty cell, and a trailing row of them is dropped by the reader.
  const last = Math.max(rest.length, ...[...formulaRows.keys()]);
  for (let index = 0; index < last; index += 1) {
    const cells = rest[index] ?? [];
    const formulaColumns = formulaRows.get(index + 1) ?? [];
    if (isEmptyRow(cells) && !formulaColumns.length) continue;
    for (const column of formulaColumns) formulaSet.add(`${rows.length},${column}`);
    rows.push({ fileRow: index + 2, cells });
  }
  if (!rows.length) throw badRequest(MSG.researchFileEmpty);
  if (rows.length > RESEARCH_LIMITS.rowsMax) throw badRequest(MSG.researchTooManyRows, { max: RESEARCH_LIMITS.rowsMax });
  return { headers: (header ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())), rows, formulas: formulaSet };
}

export function readCsv(bytes: Buffer): ReadFile {
  const { text, encoding } = decodeText(bytes);
  if (GARBLED.test(text)) throw badRequest(MSG.researchFileUnreadable);
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(MSG.researchFileUnreadable);
    throw error;
  }
  return { encoding, sheets: [], table: tableOf(records) };
}

export async function readXlsxFile(bytes: Buffer, sheet?: string): Promise<ReadFile> {
  let read;
  try {
    read = await readXlsx(bytes, sheet);
  } catch {
    // A sheet of that name missing, or read-excel-file and the zip reader failing on a broken or garbled archive.
    throw badRequest(MSG.researchFileUnreadable);
  }
  return { encoding: 'xlsx', sheets: read.sheets, table: tableOf(read.cells, read.formulas) };
}

/** The table of a stored data file, by its detected content type. */
export function readDataFile(bytes: Buffer, contentType: string, sheet?: string): Promise<ReadFile> | ReadFile {
  if (contentType === XLSX_TYPE) return readXlsxFile(bytes, sheet);
  if (contentType === 'text/csv') return readCsv(bytes);
  throw badRequest(MSG.researchFileType);
}
