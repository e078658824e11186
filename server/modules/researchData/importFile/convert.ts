import { PLAUSIBLE_RANGES, QUANTITIES, RESEARCH_LIMITS, toBaseUnit, type Quantity } from '@contract';
import type { MappingColumn, RawCell, Table } from './mapping';

/**
 * The cells of a table converted as a mapping says, and every problem found, row by row. Numbers: plain decimals
 * with a point and scientific notation, spaces trimmed; an empty cell is null. "1,234.5" is refused (is the comma a
 * thousands separator or a decimal comma?), as is anything else in a numeric column. Values are converted to the
 * quantity's base unit and checked against PLAUSIBLE_RANGES.
 */
export type Cell = number | string | null;
export type ProblemKind = 'unparsable' | 'outOfRange' | 'formula' | 'unknownUnit' | 'missingHeader' | 'duplicateKey';
export interface Problem {
  /** 1-based file row (the header is row 1); 0 for a problem of a whole column. */
  row: number;
  /** The file's column index (0-based). */
  column: number;
  kind: ProblemKind;
  value: string;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

const textOf = (cell: RawCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

/** Problems of the mapping itself (whole columns): unknown units, keys used twice, columns the file lacks. */
export function mappingProblems(mapping: MappingColumn[], headers: string[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const column of mapping) {
    if (column.skip) continue;
    if (column.source >= headers.length) problems.push({ row: 0, column: column.source, kind: 'missingHeader', value: column.label });
    if (!(column.unit in QUANTITIES[column.quantity as Quantity].units)) problems.push({ row: 0, column: column.source, kind: 'unknownUnit', value: column.unit });
    if (seen.has(column.key)) problems.push({ row: 0, column: column.source, kind: 'duplicateKey', value: column.key });
    seen.add(column.key);
  }
  return problems;
}

/** One cell in the column's base unit, or the problem it has. */
export function convertCell(column: MappingColumn, cell: RawCell): { value: Cell } | { problem: 'unparsable' | 'outOfRange' } {
  const quantity = column.quantity as Quantity;
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) return { value: null };
  if (quantity === 'text') {
    const text = textOf(cell).trim();
    // A label, not a document: longer text is a column mapped wrongly (or a file that is not a table).
    return text.length > RESEARCH_LIMITS.textMax ? { problem: 'outOfRange' } : { value: text };
  }
  const number = typeof cell === 'number' ? (Number.isFinite(cell) ? cell : undefined) : typeof cell === 'string' ? parseNumber(cell) : undefined;
  if (number === undefined) return { problem: 'unparsable' };
  const value = toBaseUnit(quantity, column.unit, number);
  if (value === undefined) return { problem: 'unparsable' };
  const range = PLAUSIBLE_RANGES[quantity];
  if (range && (value < range[0] || value > range[1])) return { problem: 'outOfRange' };
  return { value };
}

/**
 * Converts every row; keeps the first `keep` converted rows and the first `problemsMax` problems, counting all.
 * Problems of the mapping come first; a column with an unknown unit or missing from the file is not read.
 */
export function convertTable(table: Table, mapping: MappingColumn[], options: { keep: number; problemsMax: number }) {
  const columns = mapping.filter((column) => !column.skip);
  const problems = mappingProblems(mapping, table.headers);
  const broken = new Set(problems.filter((problem) => problem.kind !== 'duplicateKey').map((problem) => problem.column));
  let problemCount = problems.length;
  const add = (problem: Problem) => {
    problemCount += 1;
    if (problems.length < options.problemsMax) problems.push(problem);
  };
  const rows: Cell[][] = [];
  table.rows.forEach(({ fileRow, cells }, rowIndex) => {
    const converted: Cell[] = [];
    for (const column of columns) {
      const cell = cells[column.source];
      if (broken.has(column.source)) {
        converted.push(null);
        continue;
      }
      if (table.formulas.has(`${rowIndex},${column.source}`)) {
        add({ row: fileRow, column: column.source, kind: 'formula', value: textOf(cell) });
        converted.push(null);
        continue;
      }
      const result = convertCell(column, cell);
      if ('problem' in result) {
        add({ row: fileRow, column: column.source, kind: result.problem, value: textOf(cell).slice(0, 100) });
        converted.push(null);
      } else converted.push(result.value);
    }
    if (rows.length < options.keep) rows.push(converted);
  });
  return { rows, problems: problems.slice(0, options.problemsMax), problemCount };
}
