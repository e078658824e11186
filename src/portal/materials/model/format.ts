import type { TFunction } from 'i18next';
import { conditionKeys, isTemper } from '@contract/conditions';
import type { Language } from '@contract/locales';
import { display, type Quantity, type UnitSystem } from './units';

/** Text of values as the standards write them: ranges, limits, bands, sources. */

/** "0.14–0.22", "≤0.30", "≥0.015", "0.10 (typical)" handled by the caller; "" when nothing is given. */
export function rangeText(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return min === max ? String(min) : `${min}–${max}`;
  if (hasMax) return `≤${max}`;
  if (hasMin) return `≥${min}`;
  return '';
}

/** A range of a quantity in the chosen unit system, without the unit. */
export const quantityRangeText = (
  min: number | null | undefined,
  max: number | null | undefined,
  quantity: Quantity,
  units: UnitSystem,
) => rangeText(display(min, quantity, units), display(max, quantity, units));

/** A thickness (or diameter) band: "≤16", "16–40", ">100", "" when the properties are not banded. */
export function bandText(from: number | null, to: number | null, units: UnitSystem): string {
  const low = display(from, 'length', units);
  const high = display(to, 'length', units);
  if (high === null) return low === null || low === 0 ? '' : `>${low}`;
  if (low === null || low === 0) return `≤${high}`;
  return `${low}–${high}`;
}

/** "GB/T 700-2006 · Table 1" */
export const sourceText = (source: { code: string; ref: string }) => (source.ref ? `${source.code} · ${source.ref}` : source.code);

/** The text of a bilingual value in the page's language. */
export const pick = (value: { zh: string; en: string } | null | undefined, language: Language | string) =>
  value ? (language === 'en' ? value.en : value.zh) : '';

/** A condition key in words; aluminium tempers ("T6") and unknown keys as they are. */
export const conditionText = (t: TFunction, key: string | null | undefined) => (key ? t(`materials:conditions.${key}`, { defaultValue: key }) : '');

/**
 * A condition as the standard writes it ("as rolled, plates", "+QT") with the kind of condition in the user's
 * language beside it (detail.conditionLabel); tempers and conditions of no known kind as written.
 */
export function conditionLabel(t: TFunction, label: string): string {
  const keys = conditionKeys(label);
  if (keys.every(isTemper) || keys.includes('asSpecified')) return label;
  const kind = keys.map((key) => conditionText(t, key)).join(' / ');
  return t('materials:detail.conditionLabel', { kind, label });
}
