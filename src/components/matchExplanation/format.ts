import type { TFunction } from 'i18next';

/**
 * Words and numbers of a matching score's explanation, shared by the matching pages (src/portal/matching) and the
 * similar grades of an R&D data set (src/components/researchData/SimilarPanel). `t` is bound to the matching
 * namespace (with materials beside it).
 */

export interface PropertyValue {
  min: number | null;
  max: number | null;
  tempC: number | null;
  scale: string | null;
  condition: string;
}

/** "0.14–0.22", "≤0.30", "≥0.015"; "" when nothing is given. */
export function rangeText(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return min === max ? String(min) : `${min}–${max}`;
  if (hasMax) return `≤${max}`;
  if (hasMin) return `≥${min}`;
  return '';
}

/** A condition key in words; aluminium tempers ("T6") and unknown keys as they are. */
export const conditionText = (t: TFunction, key: string | null | undefined) => (key ? t(`materials:conditions.${key}`, { defaultValue: key }) : '');

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
