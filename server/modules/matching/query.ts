import type { MatchProperty, MaterialType } from '@contract';
import { categoryKey } from './categories';
import { ANY_CONDITION } from './conditions';
import { mechanicalRow } from './normalize';
import type { MatchableGrade } from './types';

/**
 * An entered composition and properties (the results call without a grade) as a grade to match: no id, no
 * standard, its category read from the composition. Properties form one row in the given condition key, or
 * in any condition (then compared with each candidate's first condition).
 */
export interface EnteredQuery {
  type: MaterialType;
  elements: { el: string; min?: number; max?: number }[];
  properties: { property: MatchProperty; min?: number; max?: number; tempC?: number; scale?: string }[];
  condition?: string | null;
}

const ENTERED_ID = -1;

export function enteredGrade({ type, elements, properties, condition = null }: EnteredQuery): MatchableGrade {
  const composition = elements.map(({ el, min, max }) => ({ el, min: min ?? null, max: max ?? null }));
  const value = (property: MatchProperty) => properties.find((row) => row.property === property);
  const [yieldValue, tensile, elongation, reduction, hardness, impact] = (
    ['yield', 'tensile', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const
  ).map(value);
  const label = condition ?? ANY_CONDITION;
  const row = {
    ...mechanicalRow({
      condition: label,
      yieldMin: yieldValue?.min,
      tensileMin: tensile?.min,
      tensileMax: tensile?.max,
      elongationMin: elongation?.min,
      reductionOfAreaMin: reduction?.min,
      hardnessMin: hardness?.min,
      hardnessMax: hardness?.max,
      hardnessScale: hardness ? (hardness.scale ?? 'HBW') : null,
      impactEnergyMin: impact?.min,
      impactTempC: impact?.tempC,
    }),
    conditions: [label],
  };
  return {
    id: ENTERED_ID,
    type,
    name: '',
    aliases: [],
    standard: { number: '', code: '', country: '' },
    category: categoryKey(type, '', composition),
    temper: type === 'aluminium' && condition ? condition : null,
    companyId: null,
    composition,
    mechanical: properties.length ? [row] : [],
    processes: [],
  };
}
