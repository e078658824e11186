import type { TFunction } from 'i18next';
import { rangeText } from '../../materials';

/** Words and numbers of the matching screens. */

export interface PropertyValue {
  min: number | null;
  max: number | null;
  tempC: number | null;
  scale: string | null;
  condition: string;
}

export { conditionText } from '../../materials';

export const categoryText = (t: TFunction, key: string) => t(`categories.${key}`, { defaultValue: key });

/** "≥355 MPa", "≥27 J at −20 °C", "≤200 HV". */
export function propertyText(t: TFunction, property: string, value: PropertyValue | null): string {
  if (!value) return t('explain.notSpecified');
  const range = rangeText(value.min, value.max) || t('explain.notSpecified');
  const unit = value.scale && property === 'hardness' ? value.scale : t(`units.${property}`, { defaultValue: '' });
  const temperature = value.tempC !== null ? ` @ ${value.tempC} °C` : '';
  return `${range}${unit ? ` ${unit}` : ''}${temperature}`;
}

export const elementText = (t: TFunction, value: { min: number | null; max: number | null } | null) =>
  (value && rangeText(value.min, value.max)) || t('explain.notSpecified');

/** Points as the server rounds them (tenths). */
export const points = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
export const percent = (share: number) => Math.round(share * 100);
