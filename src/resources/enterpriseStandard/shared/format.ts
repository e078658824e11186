import type { PropertyRow } from './types';

const range = (min: number | null, max: number | null) => {
  if (min !== null && max !== null) return `${min} – ${max}`;
  if (min !== null) return `≥ ${min}`;
  if (max !== null) return `≤ ${max}`;
  return '';
};
export const formatRange = range;

/** "345 – 460" for a range, "520" for a typical value. */
export const propertyValue = (row: PropertyRow) => (row.kind === 'typical' ? String(row.typical ?? '') : range(row.min, row.max));

/** Unit of a property: MPa, %, the hardness scale, J at a temperature. */
export function propertyUnit(row: PropertyRow) {
  switch (row.property) {
    case 'yield':
    case 'tensile':
      return 'MPa';
    case 'elongation':
    case 'reductionOfArea':
      return '%';
    case 'hardness':
      return row.scale ?? 'HBW';
    case 'impact':
      return `J (${row.tempC ?? ''} °C)`;
  }
}
