import dayjs from 'dayjs';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, beijingToday } from '../../../components/format/beijingTime';
import { initTestI18n } from '../../../test/i18n';
import { deliveryDateRule, maxRule, minRule } from './rules';

/** The rules the component tests do not reach through a date picker: today, and the range rules on their own. */
const check = (rule: unknown, value: unknown, fields: Record<string, unknown> = {}) => {
  const made = typeof rule === 'function' ? (rule as (form: { getFieldValue: (path: (string | number)[]) => unknown }) => RuleObject)({ getFieldValue: (path) => fields[path.join('.')] }) : (rule as RuleObject);
  return made.validator!(made, value, () => undefined) as Promise<void>;
};

describe('customization form rules', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  it('the delivery date must be after today (Beijing)', async () => {
    await expect(check(deliveryDateRule, dayjs(beijingToday()))).rejects.toThrow('The delivery date must be after today');
    await expect(check(deliveryDateRule, undefined)).rejects.toThrow('The delivery date must be after today');
    await expect(check(deliveryDateRule, dayjs(addDays(beijingToday(), 1)))).resolves.toBeUndefined();
  });

  it('a range needs one bound, and its maximum is not below its minimum', async () => {
    const row = ['composition', 0];
    await expect(check(minRule(row), null, {})).rejects.toThrow('Enter a minimum, a maximum or both');
    await expect(check(minRule(row), null, { 'composition.0.max': 0.2 })).resolves.toBeUndefined();
    await expect(check(maxRule(row), 1, { 'composition.0.min': 2 })).rejects.toThrow('Maximum cannot be less than minimum');
    await expect(check(maxRule(row), 2, { 'composition.0.min': 2 })).resolves.toBeUndefined();
    await expect(check(maxRule(row), null, { 'composition.0.min': 2 })).resolves.toBeUndefined();
  });
});
