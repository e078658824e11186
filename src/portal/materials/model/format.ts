import i18next, { type TFunction } from 'i18next';
import { conditionName } from '@contract/conditionNames';
import { conditionKeys, isTemper } from '@contract/conditions';
import type { Language } from '@contract/locales';
import { display, type Quantity, type UnitSystem } from './units';
import { conditionText, rangeText } from '../../../components/matchExplanation/format';

/** Ranges ("0.14–0.22", "≤0.30", "≥0.015") and condition keys in words: shared with the matching explanation. */
export { conditionText, rangeText };

/** Text of values as the standards write them: ranges, limits, bands, sources. */

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

/**
 * A condition as the standard writes it ("as rolled, plates", "+QT"), in the page's language (its words
 * translated, designations as printed: contract/conditionNames.ts), with the kind of condition beside it
 * (detail.conditionLabel); tempers and conditions of no known kind without a kind. The language defaults
 * to the app's (the one i18next instance).
 */
export function conditionLabel(t: TFunction, label: string, language: Language | string = i18next.resolvedLanguage ?? i18next.language): string {
  const keys = conditionKeys(label);
  const name = conditionName(label, language);
  if (keys.every(isTemper) || keys.includes('asSpecified')) return name;
  const kind = keys.map((key) => conditionText(t, key)).join(' / ');
  return t('materials:detail.conditionLabel', { kind, label: name });
}
