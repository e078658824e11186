import type { z } from 'zod';
import { columnMapping, type ImportPreview } from '@contract/endpoints/researchData';
import { MSG } from '@contract/messages';
import { baseUnitOf, unitsOf, type Quantity } from '@contract/researchUnits';

/** One file column's mapping as the wizard edits it (every field present). */
export type MappingEntry = ImportPreview['mapping'][number];

/** A new quantity keeps the unit when the quantity has it, else takes the quantity's base unit; only percent columns name an element. */
export function withQuantity(entry: MappingEntry, quantity: Quantity): MappingEntry {
  const unit = unitsOf(quantity).includes(entry.unit) ? entry.unit : baseUnitOf(quantity);
  return { ...entry, quantity, unit, element: quantity === 'percent' ? entry.element : null };
}

/** The message key of each entry's first problem (by index), as the server would refuse it; duplicates of a kept key too. */
export function mappingErrors(mapping: MappingEntry[]): Record<number, string> {
  const errors: Record<number, string> = {};
  const seen = new Map<string, number>();
  mapping.forEach((entry, index) => {
    if (entry.skip) return;
    const parsed = columnMapping.safeParse(entry);
    if (!parsed.success) {
      errors[index] = parsed.error.issues[0].message;
      return;
    }
    if (!unitsOf(entry.quantity as Quantity).includes(entry.unit)) {
      errors[index] = MSG.researchUnitUnknown;
      return;
    }
    if (seen.has(entry.key)) errors[index] = MSG.researchDuplicateColumn;
    else seen.set(entry.key, index);
  });
  return errors;
}

/** What the server gets: the contract's shape (an empty element is none). */
export const mappingInput = (mapping: MappingEntry[]): z.input<typeof columnMapping>[] =>
  mapping.map((entry) => ({ ...entry, element: entry.element ? entry.element : null }));

/**
 * Which mapping entries the preview's row cells belong to: the server answers either a cell per file column or a
 * cell per kept column; either way the answer is the entries' indices in cell order.
 */
export function previewColumns(mapping: MappingEntry[], cellsPerRow: number): number[] {
  const all = mapping.map((_, index) => index);
  if (cellsPerRow === mapping.length) return all;
  return all.filter((index) => !mapping[index].skip);
}

/** A sample value of every file column (the first non-empty cell of the first rows), from a preview of the whole file. */
export function samplesOf(preview: ImportPreview): string[] {
  const columns = previewColumns(preview.mapping, preview.rows[0]?.length ?? preview.mapping.length);
  const samples = preview.mapping.map(() => '');
  columns.forEach((entryIndex, cell) => {
    const found = preview.rows.map((row) => row[cell]).find((value) => value !== null && value !== '');
    samples[entryIndex] = found === undefined || found === null ? '' : String(found);
  });
  return samples;
}
