import { MSG, QUALITY_LIMITS } from '@contract';
import { badRequest } from '../../../http/errors';
import type { GradeLimits } from '../../../lib/qualityMethod';
import { readXlsx, type XlsxSheet } from '../../researchData/importFile/xlsx';
import { checkRows, dataRowsOf, type TemplateProblem } from './cells';
import { templateColumns } from './columns';
import { mapHeaders } from './headers';
import type { QualitySampleRow } from '../../../db/schema';

/**
 * A filled template read against the grade's limits: the first sheet (the reader of the R&D import, which also finds
 * the formula cells), its columns found by header text, every data row checked. Refused as a whole: a file that is
 * no readable workbook or lacks a required column (qualityTemplateInvalid), one without data rows (dataFileRequired),
 * one with more than QUALITY_LIMITS.samplesMax rows (qualityTooManySamples).
 */
export interface ReadTemplate {
  /** Data rows read (non-blank). */
  n: number;
  /** Complete only when `problems` is empty. */
  samples: QualitySampleRow[];
  problems: TemplateProblem[];
}

export async function readTemplate(bytes: Buffer, limits: GradeLimits): Promise<ReadTemplate> {
  let sheet: XlsxSheet;
  try {
    sheet = await readXlsx(bytes);
  } catch {
    throw badRequest(MSG.qualityTemplateInvalid);
  }
  const rows = dataRowsOf(sheet.cells, sheet.formulas);
  if (!rows.length) throw badRequest(MSG.dataFileRequired);
  const columns = templateColumns(limits);
  const mapping = mapHeaders(sheet.cells[0] ?? [], columns);
  if (mapping.missing.length) throw badRequest(MSG.qualityTemplateInvalid);
  if (rows.length > QUALITY_LIMITS.samplesMax) throw badRequest(MSG.qualityTooManySamples, { max: QUALITY_LIMITS.samplesMax });
  return { n: rows.length, ...checkRows(rows, mapping, columns) };
}
