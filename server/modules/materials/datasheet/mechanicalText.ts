import type { MechanicalValue } from '@contract';
import type { Band, CellValue, ConditionTable, MechanicalProperty, TableRow } from '@contract/mechanicalTable';
import type { Labels } from './labels';

/** Text of the datasheet's mechanical tables: the grade page's grouping (contract/mechanicalTable.ts), SI units. */

export function rangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? String(min) : `${min}–${max}`;
  if (max !== null) return `≤${max}`;
  if (min !== null) return `≥${min}`;
  return '';
}

export function bandText(band: Band, labels: Labels): string {
  const { from, to } = band;
  if (to === null) return from === null || from === 0 ? labels.allThicknesses : `>${from}`;
  return from === null || from === 0 ? `≤${to}` : `${from}–${to}`;
}

const qualified = (value: string, qualifier: string | null) => (value && qualifier ? `${value} (${qualifier})` : value);
const typical = (value: number | null, labels: Labels) => (value === null ? '' : `${value} ${labels.typicalShort}`);

export function valueText(property: MechanicalProperty, row: MechanicalValue, labels: Labels): string {
  switch (property) {
    case 'yield':
      return qualified(rangeText(row.yieldMin, row.yieldMax) || typical(row.yieldTypical, labels), row.yieldKind);
    case 'tensile':
      return rangeText(row.tensileMin, row.tensileMax) || typical(row.tensileTypical, labels);
    case 'elongation':
      return qualified(rangeText(row.elongationMin, null) || typical(row.elongationTypical, labels), row.elongationGauge);
    case 'reduction':
      return rangeText(row.reductionOfAreaMin, null);
    case 'hardness':
      return [rangeText(row.hardnessMin, row.hardnessMax), row.hardnessScale].filter(Boolean).join(' ');
    case 'impact':
      return row.impactEnergyMin === null ? '' : qualified(labels.impactAt(rangeText(row.impactEnergyMin, null), String(row.impactTempC)), row.impactSpecimen);
  }
}

/** A cell's values, one per line: "510–680 [≤3 mm] [2]", the last bracket the number of its source. */
export type NoteOf = (source: MechanicalValue['source']) => number;

export function cellText(values: CellValue[], property: MechanicalProperty, labels: Labels, noteOf: NoteOf): string {
  return values
    .map((value) => {
      const band = value.band ? ` [${bandText(value.band, labels)} mm]` : '';
      return `${valueText(property, value.row, labels)}${band} [${noteOf(value.row.source)}]`;
    })
    .join('\n');
}

/** A condition's table as rows of cell texts; a cell spanned by the row above is empty. */
export function tableCells(table: ConditionTable, labels: Labels, noteOf: NoteOf): { header: string[]; rows: string[][] } {
  const header = [labels.thickness, ...(table.hasDirections ? [labels.direction] : []), ...table.properties.map((property) => labels[property])];
  const rows = table.rows.map((row: TableRow) => [
    row.spans.band === 0 ? '' : bandText(row.band, labels),
    ...(table.hasDirections ? [row.direction ?? ''] : []),
    ...table.properties.map((property) => (row.spans[property] === 0 ? '' : cellText(row.cells[property], property, labels, noteOf))),
  ]);
  return { header, rows };
}
