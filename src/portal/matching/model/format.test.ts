import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { conditionText, elementText, points, propertyText } from './format';

/** A stand-in for i18next's t: known keys in English, else the default value. */
const WORDS: Record<string, string> = { 'units.yield': 'MPa', 'units.impact': 'J', 'materials:conditions.asRolled': 'As rolled', 'explain.notSpecified': '—' };
const t = ((key: string, options?: { defaultValue?: string }) => WORDS[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
const value = (min: number | null, max: number | null, extra: { tempC?: number; scale?: string } = {}) => ({
  min,
  max,
  tempC: extra.tempC ?? null,
  scale: extra.scale ?? null,
  condition: 'asRolled',
});

describe('matching values in words', () => {
  it('write properties with their unit, hardness scale and impact temperature', () => {
    expect(propertyText(t, 'yield', value(355, null))).toBe('≥355 MPa');
    expect(propertyText(t, 'impact', value(27, null, { tempC: -20 }))).toBe('≥27 J @ -20 °C');
    expect(propertyText(t, 'hardness', value(null, 200, { scale: 'HV' }))).toBe('≤200 HV');
    expect(propertyText(t, 'yield', null)).toBe('—');
  });

  it('name known conditions and keep tempers as they are', () => {
    expect(conditionText(t, 'asRolled')).toBe('As rolled');
    expect(conditionText(t, 'T6')).toBe('T6');
    expect(conditionText(t, null)).toBe('');
  });

  it('write element ranges and points', () => {
    expect(elementText(t, { min: 16, max: 18 })).toBe('16–18');
    expect(elementText(t, null)).toBe('—');
    expect(points(12.25)).toBe('12.3');
  });
});
