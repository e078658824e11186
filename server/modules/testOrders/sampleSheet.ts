import { readSheet } from 'read-excel-file/node';
import { MSG, sampleInput, TEST_LIMITS, type Sample } from '@contract';
import { badRequest } from '../../http/errors';

/**
 * The sample list of the high-throughput form, read from a spreadsheet: the first sheet of an XLSX file, or a
 * CSV file (UTF-8, an optional byte-order mark). The first row names the columns, in English or Chinese; rows
 * that are wholly empty are skipped. Pure but for the XLSX reader; nothing is stored.
 */
export const SAMPLE_SHEET_MAX_BYTES = 2 * 1024 * 1024;

const COLUMNS: Record<string, keyof Sample> = {
  name: 'name',
  样品名称: 'name',
  material: 'material',
  材质: 'material',
  specification: 'specification',
  规格: 'specification',
  count: 'count',
  数量: 'count',
  remark: 'remark',
  备注: 'remark',
};

type Cell = string | number | boolean | Date | null | undefined;

const text = (cell: Cell) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim());

/** Splits CSV text into rows of cells: commas, double quotes around a cell ("" is a quote), CRLF or LF. */
export function csvRows(input: string): string[][] {
  const source = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The samples of a sheet's rows (the first is the header). Refusals: no sample row → 'sampleSheetEmpty'; a header
 * without the name or count column, or a row that is not a valid sample → 'sampleSheetInvalid' with the row's
 * number as the spreadsheet shows it; more than TEST_LIMITS.samplesMax samples → 'sampleSheetTooLarge'.
 */
export function samplesOfRows(rows: readonly (readonly Cell[])[]): Sample[] {
  const filled = rows.map((cells, index) => ({ cells, number: index + 1 })).filter(({ cells }) => cells.some((cell) => text(cell) !== ''));
  if (filled.length < 2) throw badRequest(MSG.sampleSheetEmpty);
  const [header, ...body] = filled;
  const columns = header.cells.map((cell) => COLUMNS[text(cell).toLowerCase()] ?? COLUMNS[text(cell)]);
  if (!columns.includes('name') || !columns.includes('count')) throw badRequest(MSG.sampleSheetInvalid, { row: header.number });
  if (body.length > TEST_LIMITS.samplesMax) throw badRequest(MSG.sampleSheetTooLarge, { max: TEST_LIMITS.samplesMax });
  return body.map(({ cells, number }) => {
    const values: Record<string, string | number> = {};
    columns.forEach((column, index) => {
      if (column && !(column in values)) values[column] = text(cells[index]);
    });
    const count = String(values.count ?? '');
    const parsed = sampleInput.safeParse({ ...values, count: /^\d+(\.0+)?$/.test(count) ? Number(count) : Number.NaN });
    if (!parsed.success) throw badRequest(MSG.sampleSheetInvalid, { row: number });
    return parsed.data;
  });
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Reads an uploaded XLSX (a ZIP) or CSV file's samples. */
export async function readSampleSheet(bytes: Buffer): Promise<{ samples: Sample[] }> {
  if (isZip(bytes)) {
    const rows = await readSheet(bytes).catch(() => {
      throw badRequest(MSG.sampleSheetInvalid, { row: 1 });
    });
    return { samples: samplesOfRows(rows as Cell[][]) };
  }
  const decoded = new TextDecoder('utf-8', { fatal: true });
  let content: string;
  try {
    content = decoded.decode(bytes);
  } catch {
    throw badRequest(MSG.sampleSheetInvalid, { row: 1 });
  }
  // Binary that happens to decode (a picture) has control characters no sheet has.
  if ([...content].some((character) => character < '\t' || (character > '\r' && character < ' '))) throw badRequest(MSG.sampleSheetInvalid, { row: 1 });
  return { samples: samplesOfRows(csvRows(content)) };
}
