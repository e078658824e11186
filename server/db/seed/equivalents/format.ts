import { z } from 'zod';

/**
 * A cross-reference table a standard publishes: designations of corresponding grades in several designation
 * systems, one grade per row (e.g. a stainless-steel standard's annex with columns ISO, EN, ASTM/UNS, JIS, GB).
 * One JSON file per table in this folder. Every two designations of one row are a declared pair, with the
 * table (`source.code` + `ref`) as their source; designations are resolved to catalogue grades when read
 * (server/modules/materials/repository/declared.ts), so a table may name grades the catalogue lacks.
 *
 * Honest data: only the rows the table lists, spelled as the table spells them; a cell the table leaves
 * empty is null. A row's designations in one cell may be joined by " / " ("S30400 / 304").
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const bilingual = z.object({ zh: text(200), en: text(200) }).strict();

export const equivalenceTable = z
  .object({
    /** The publishing standard with its year ("GB/T 20878-2007") and its title. */
    source: z.object({ code: text(60), title: bilingual }).strict(),
    /** Where in it the table is ("Annex B, Table B.1"). */
    ref: text(60),
    type: z.enum(['steel', 'welding', 'aluminium']),
    /** The designation system of each column, as the table heads it ("EN 10088-1", "ASTM A240", "JIS G4304"). */
    columns: z.array(text(60)).min(2),
    rows: z.array(z.array(text(80).nullable())).min(1),
  })
  .strict()
  .superRefine((table, context) => {
    const seen = new Set<string>();
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        context.addIssue({ code: 'custom', path: ['rows', index], message: `${row.length} cells for ${table.columns.length} columns` });
      } else if (row.filter((cell) => cell !== null).length < 2) {
        context.addIssue({ code: 'custom', path: ['rows', index], message: 'a row pairs at least two designations' });
      }
      const key = JSON.stringify(row);
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['rows', index], message: 'the same row twice' });
      seen.add(key);
    });
  });

export type EquivalenceTable = z.infer<typeof equivalenceTable>;

/** A designation a table names: the column's system and the cell. */
export interface TableDesignation {
  standard: string;
  grade: string;
}

/** The rows of a table as lists of designations (empty cells left out). */
export const tableRows = (table: EquivalenceTable): TableDesignation[][] =>
  table.rows.map((row) => row.flatMap((cell, column) => (cell === null ? [] : [{ standard: table.columns[column], grade: cell }])));
