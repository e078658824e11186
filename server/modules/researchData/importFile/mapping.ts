import type { z } from 'zod';
import type { columnMapping } from '@contract';

/** One column of the file and where it goes (the contract's columnMapping, defaults applied). */
export type MappingColumn = z.output<typeof columnMapping>;

/** A cell as the import reads it: text from a CSV, or what the XLSX reader gives. */
export type RawCell = string | number | boolean | Date | null | undefined;

/** What a file holds once read: the header row and the data rows (file row numbers kept for problems). */
export interface Table {
  headers: string[];
  /** Data rows, wholly empty rows left out. */
  rows: { fileRow: number; cells: RawCell[] }[];
  /** "row,column" (0-based, in `rows` order and file columns) of cells holding a formula. */
  formulas: Set<string>;
}
