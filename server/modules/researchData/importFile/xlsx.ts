import readXlsxFile from 'read-excel-file/node';
import { zipEntries } from './zip';

/**
 * An XLSX workbook's sheet as a table of cells (read-excel-file), with the cells that hold formulas: their value is
 * what Excel computed when the file was last saved, possibly stale, so the import refuses them (paste values).
 */
export type SheetCell = string | number | boolean | Date | null;

export interface XlsxSheet {
  sheets: string[];
  sheet: string;
  cells: SheetCell[][];
  /** 0-based [row, column] of every formula cell. */
  formulas: [number, number][];
}

export class SheetMissingError extends Error {}

export async function readXlsx(bytes: Buffer, sheetName?: string): Promise<XlsxSheet> {
  const workbook = await readXlsxFile(bytes);
  const chosen = sheetName === undefined ? workbook[0] : workbook.find((sheet) => sheet.sheet === sheetName);
  if (!chosen) throw new SheetMissingError(sheetName ?? '');
  return {
    sheets: workbook.map((sheet) => sheet.sheet),
    sheet: chosen.sheet,
    cells: chosen.data as SheetCell[][],
    formulas: formulaCells(bytes, workbook.indexOf(chosen)),
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The XML path of the workbook's n-th sheet (in workbook order), through the workbook's relationships. */
function sheetPath(entries: Map<string, () => Buffer>, index: number): string | undefined {
  const workbook = entries.get('xl/workbook.xml')?.().toString('utf8');
  const relations = entries.get('xl/_rels/workbook.xml.rels')?.().toString('utf8');
  if (!workbook || !relations) return undefined;
  const sheetTag = workbook.match(/<(?:\w+:)?sheet\b[^>]*>/g)?.[index];
  const relationId = sheetTag && /\br:id="([^"]*)"/.exec(sheetTag)?.[1];
  const relation = relations.match(/<Relationship\b[^>]*>/g)?.find((tag) => attribute(tag, 'Id') === relationId);
  const target = relation && attribute(relation, 'Target');
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Column letters to a 0-based index: A → 0, Z → 25, AA → 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

export function formulaCells(bytes: Buffer, sheetIndex: number): [number, number][] {
  const entries = zipEntries(bytes);
  const path = sheetPath(entries, sheetIndex);
  const xml = path ? entries.get(path)?.().toString('utf8') : undefined;
  if (!xml) return [];
  const found: [number, number][] = [];
  for (const match of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    if (!match[2] || !/<(?:\w+:)?f[\s>/]/.test(match[2])) continue;
    const reference = /^([A-Z]+)(\d+)$/.exec(attribute(match[1], 'r') ?? '');
    if (reference) found.push([Number(reference[2]) - 1, columnIndex(reference[1])]);
  }
  return found;
}
