import type { z } from 'zod';
import type { templateProblem } from '@contract';
import type { QualitySampleRow } from '../../../db/schema';
import { IMPACT_FIELDS, type TemplateColumn } from './columns';
import type { HeaderMapping } from './headers';

/**
 * The data rows of a filled template checked cell by cell, as pure functions: what the spreadsheet reader gave (a
 * table of cells, header first, and the formula cells) in, heats or coils and row-level problems out.
 */
export type Cell = string | number | boolean | Date | null | undefined;
export type TemplateProblem = z.infer<typeof templateProblem>;

export interface DataRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  cells: Cell[];
  /** 0-based columns of this row holding a formula. */
  formulas: Set<number>;
}

const isEmpty = (cell: Cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows after the header that hold anything (blank rows are skipped). A formula whose value was never computed
 * reads as an empty cell, and the reader drops trailing rows of them: formula positions count too.
 */
export function dataRowsOf(table: Cell[][], formulaCells: [number, number][]): DataRow[] {
  const formulasByRow = new Map<number, Set<number>>();
  for (const [row, column] of formulaCells) {
    if (row > 0) formulasByRow.set(row, (formulasByRow.get(row) ?? new Set()).add(column));
  }
  const last = Math.max(table.length - 1, ...formulasByRow.keys());
  const rows: DataRow[] = [];
  for (let index = 1; index <= last; index += 1) {
    const cells = table[index] ?? [];
    const formulas = formulasByRow.get(index) ?? new Set<number>();
    if (!formulas.size && cells.every(isEmpty)) continue;
    rows.push({ row: index + 1, cells, formulas });
  }
  return rows;
}

const display = (cell: Cell): string | null => {
  if (isEmpty(cell)) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A number as typed: a numeric cell, or text that is a plain decimal number ('355', '-0.3', '1e2', ' 0.16 '). */
export function numberOf(cell: Cell): number | undefined {
  // `+ 0` turns -0 into 0 (as jsonb would store it).
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell + 0 : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text) + 0;
}

const inRange = (value: number, { min, max, above }: NonNullable<TemplateColumn['range']>) => (above ? value > min : value >= min) && value <= max;

/** One cell checked against its column: the value, or the problem. */
export function checkCell(column: TemplateColumn, cell: Cell): { value?: number | string; problem?: TemplateProblem['problem'] } {
  if (isEmpty(cell)) return column.required ? { problem: 'missing' } : {};
  if (column.kind === 'text') {
    const text = display(cell)!;
    return column.maxLength !== undefined && text.length > column.maxLength ? { problem: 'outOfRange' } : { value: text };
  }
  const value = numberOf(cell);
  if (value === undefined) return { problem: 'notNumber' };
  if (column.range && !inRange(value, column.range)) return { problem: 'outOfRange' };
  return { value };
}

/** Checks every data row; the heats or coils are complete only when there is no problem. */
export function checkRows(rows: DataRow[], mapping: HeaderMapping, columns: TemplateColumn[]): { samples: QualitySampleRow[]; problems: TemplateProblem[] } {
  const samples: QualitySampleRow[] = [];
  const problems: TemplateProblem[] = [];
  for (const { row, cells, formulas } of rows) {
    const values = new Map<string, number | string>();
    const before = problems.length;
    for (const column of columns) {
      const index = mapping.columns.get(column.key);
      if (index === undefined) continue;
      if (formulas.has(index)) {
        problems.push({ row, column: column.key, problem: 'formula', value: display(cells[index]) });
        continue;
      }
      const checked = checkCell(column, cells[index]);
      if (checked.problem) problems.push({ row, column: column.key, problem: checked.problem, value: display(cells[index]) });
      else if (checked.value !== undefined) values.set(column.key, checked.value);
    }
    const impactGiven = IMPACT_FIELDS.filter((field) => {
      const index = mapping.columns.get(field);
      return index !== undefined && !isEmpty(cells[index]);
    });
    if (impactGiven.length === 1) {
      const blank = IMPACT_FIELDS.find((field) => !impactGiven.includes(field))!;
      const required = columns.find((column) => column.key === blank)?.required;
      // A required blank is already reported as missing.
      if (!required) problems.push({ row, column: blank, problem: 'impactIncomplete', value: null });
    }
    if (problems.length === before) samples.push(sampleOf(values, columns));
  }
  return { samples, problems };
}

function sampleOf(values: Map<string, number | string>, columns: TemplateColumn[]): QualitySampleRow {
  const number = (key: string) => values.get(key) as number;
  const composition: Record<string, number> = {};
  for (const column of columns) if (column.element && values.has(column.key)) composition[column.element] = number(column.key);
  const id = values.get('id');
  return {
    ...(id !== undefined ? { id: String(id) } : {}),
    thicknessMm: number('thicknessMm'),
    thicknessDeviationMm: number('thicknessDeviationMm'),
    thicknessToleranceMm: number('thicknessToleranceMm'),
    yieldMPa: number('yieldMPa'),
    tensileMPa: number('tensileMPa'),
    elongationPct: number('elongationPct'),
    ...(values.has('impactEnergyJ') && values.has('impactTempC') ? { impact: { energyJ: number('impactEnergyJ'), tempC: number('impactTempC') } } : {}),
    composition,
  };
}
