import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CUSTOM_PROPERTIES,
  type CustomAction,
  type CustomDimension,
  type CustomMilestone,
  type CustomProperty,
  type CustomQuantityUnit,
  type CustomShape,
  type CustomState,
  type CustomType,
} from '@contract/endpoints/customization';

/** The namespace of the customization vocabulary (locales/<lang>/custom.json), shared by portal and console. */
export const CUSTOM_NS = 'custom';

/** A range `min–max`, `≥ min` or `≤ max` (numbers as they are; the caller adds the unit). */
export function rangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? String(min) : `${min}–${max}`;
  if (min !== null) return `≥ ${min}`;
  if (max !== null) return `≤ ${max}`;
  return '—';
}

/**
 * Names of the customization codes in the page's language, from a `t` of the 'custom' namespace: types, shapes,
 * quantity units, properties (with their unit), dimensions, states, milestones, the buttons of actions and the
 * timeline's texts of steps.
 */
export function customLabels(t: TFunction) {
  return {
    type: (code: CustomType) => t(`types.${code}`, { ns: CUSTOM_NS }),
    shape: (code: CustomShape) => t(`shapes.${code}`, { ns: CUSTOM_NS }),
    unit: (code: CustomQuantityUnit) => t(`units.${code}`, { ns: CUSTOM_NS }),
    /** 'Yield strength' */
    propertyName: (code: CustomProperty) => t(`properties.${code}`, { ns: CUSTOM_NS }),
    /** 'Yield strength (MPa)' */
    property: (code: CustomProperty) => `${t(`properties.${code}`, { ns: CUSTOM_NS })} (${CUSTOM_PROPERTIES[code]})`,
    dimension: (code: CustomDimension) => t(`dimensions.${code}`, { ns: CUSTOM_NS }),
    state: (code: CustomState) => t(`states.${code}`, { ns: CUSTOM_NS }),
    milestone: (code: CustomMilestone) => t(`milestones.${code}`, { ns: CUSTOM_NS }),
    /** A button: 'Accept the offer'; 'pay' too. */
    action: (code: CustomAction | 'pay') => t(`actions.${code}`, { ns: CUSTOM_NS }),
    /** A timeline row: 'Offer accepted'. */
    step: (code: CustomAction) => t(`timeline.actions.${code}`, { ns: CUSTOM_NS, defaultValue: code }),
    /** '12.5 t' */
    quantity: (quantity: number, code: CustomQuantityUnit) => `${quantity} ${t(`units.${code}`, { ns: CUSTOM_NS })}`,
  };
}
export type CustomLabels = ReturnType<typeof customLabels>;

/** `customLabels` of the page's language, with `t` of the 'custom' namespace and the language. */
export function useCustomLabels() {
  const { t, i18n } = useTranslation(CUSTOM_NS);
  const labels = useMemo(() => customLabels(t), [t]);
  return { ...labels, t, english: i18n.language.startsWith('en') };
}
