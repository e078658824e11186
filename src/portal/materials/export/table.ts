import type { Language } from '@contract/locales';
import { countryLabel } from '../../../components/format/catalogueLabels';
import type { ComparisonRow, Translate } from '../model/comparisonTable';
import { pick } from '../model/format';
import type { GradeSummary } from '../model/types';
import { display, unitOf, type UnitSystem } from '../model/units';

/** A sheet to export: headers in the page's language, then plain cells (numbers stay numbers). */
export type ExportCell = string | number | null;
export interface ExportTable {
  sheet: string;
  headers: string[];
  rows: ExportCell[][];
}

/** Search results, one grade a row, with the standard each value comes from. */
export function searchResultsTable(grades: readonly GradeSummary[], units: UnitSystem, t: Translate, language: Language): ExportTable {
  const stress = unitOf('stress', units);
  return {
    sheet: t('export.searchSheet'),
    headers: [
      t('export.columns.grade'),
      t('export.columns.type'),
      t('export.columns.aliases'),
      t('export.columns.materialNumbers'),
      t('export.columns.temper'),
      t('export.columns.standard'),
      t('export.columns.standardTitle'),
      t('export.columns.country'),
      t('export.columns.category'),
      t('export.columns.composition'),
      `${t('export.columns.yieldMin')} (${stress})`,
      `${t('export.columns.tensileMin')} (${stress})`,
      t('export.columns.source'),
    ],
    rows: grades.map((grade) => [
      grade.name,
      t(`types.${grade.type}`),
      grade.aliases.join(', '),
      grade.materialNumbers.join(', '),
      grade.temper ?? '',
      grade.standard.code,
      pick(grade.standard.title, language),
      countryLabel(grade.standard.country, t),
      pick(grade.category, language),
      grade.compositionSummary,
      display(grade.yieldMin, 'stress', units),
      display(grade.tensileMin, 'stress', units),
      grade.standard.code,
    ]),
  };
}

/** The comparison as shown: one row per attribute, each grade's value followed by its source. */
export function comparisonExportTable(rows: readonly ComparisonRow[], gradeNames: readonly string[], t: Translate): ExportTable {
  return {
    sheet: t('export.comparisonSheet'),
    headers: [
      t('export.columns.item'),
      t('export.columns.unit'),
      ...gradeNames.flatMap((name) => [name, t('export.columns.sourceOf', { grade: name })]),
    ],
    rows: rows.map((row) => [row.label, row.unit, ...row.cells.flatMap((cell) => [cell.text, cell.source ?? ''])]),
  };
}
