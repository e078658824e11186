import { saveBlob } from '../../../components/download/saveBlob';
import { csvBlob } from './csv';
import type { ExportTable } from './table';
import { xlsxBlob } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

const stamp = (date: Date) =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

/** "atsteel-materials-20261122.xlsx" */
export const exportFileName = (base: string, format: ExportFormat, date = new Date()) => `atsteel-${base}-${stamp(date)}.${format}`;

export async function downloadTable(table: ExportTable, format: ExportFormat, base: string) {
  const blob = format === 'csv' ? csvBlob(table) : await xlsxBlob(table);
  saveBlob(blob, exportFileName(base, format));
}
