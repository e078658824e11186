import type { TFunction } from 'i18next';
import type { Band, MechanicalProperty } from '@contract/mechanicalTable';
import { bandText, quantityRangeText, rangeText } from './format';
import type { MechanicalValue } from './types';
import { display, unitOf, withUnit, type UnitSystem } from './units';

const qualified = (value: string, qualifier: string | null) => (value && qualifier ? `${value} (${qualifier})` : value);

/** One property of a mechanical row as the table cell shows it, in the chosen units (the column names the unit). */
export function mechanicalValueText(t: TFunction, property: MechanicalProperty, row: MechanicalValue, units: UnitSystem): string {
  const typical = (value: number | null, shown = value) => (value === null ? '' : `${shown} ${t('materials:detail.typicalShort')}`);
  switch (property) {
    case 'yield':
      return qualified(quantityRangeText(row.yieldMin, row.yieldMax, 'stress', units) || typical(row.yieldTypical, display(row.yieldTypical, 'stress', units)), row.yieldKind);
    case 'tensile':
      return quantityRangeText(row.tensileMin, row.tensileMax, 'stress', units) || typical(row.tensileTypical, display(row.tensileTypical, 'stress', units));
    case 'elongation':
      return qualified(rangeText(row.elongationMin, null) || typical(row.elongationTypical), row.elongationGauge);
    case 'reduction':
      return rangeText(row.reductionOfAreaMin, null);
    case 'hardness':
      return [rangeText(row.hardnessMin, row.hardnessMax), row.hardnessScale].filter(Boolean).join(' ');
    case 'impact':
      return row.impactEnergyMin === null
        ? ''
        : qualified(
            t('materials:detail.impactAt', { energy: rangeText(display(row.impactEnergyMin, 'energy', units), null), temperature: withUnit(row.impactTempC, 'temperature', units) }),
            row.impactSpecimen,
          );
  }
}

/** A band with its unit ("≤3 mm"), or "all thicknesses". */
export const bandLabel = (t: TFunction, band: Band, units: UnitSystem) => {
  const text = bandText(band.from, band.to, units);
  return text ? `${text} ${unitOf('length', units)}` : t('materials:detail.allThicknesses');
};
