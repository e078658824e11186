import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { beijingToday } from '../../../components/format/beijingTime';
import { zodRule } from '../../../components/zodRule';
import { message } from '../../../providers/i18n';
import { compositionTarget, customOrderInput, MSG, propertyTarget } from '../endpoints';

const field = customOrderInput.shape;
type RowPath = (string | number)[];
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The form's checks: the contract's schemas (the server checks the same), with the spec's messages. */
export const FORM_RULES = {
  type: [zodRule(field.type)],
  name: [zodRule(field.name)],
  baseGradeIds: [zodRule(field.baseGradeIds)],
  element: [zodRule(compositionTarget.shape.el)],
  property: [zodRule(propertyTarget.shape.code)],
  condition: [zodRule(propertyTarget.shape.condition)],
  /** Any bound: a number from 0 up (composition, properties and dimensions share the schema). */
  bound: [zodRule(compositionTarget.shape.min)],
  shape: [zodRule(field.shape)],
  quantity: [zodRule(field.quantity)],
  quantityUnit: [zodRule(field.quantityUnit)],
  addressId: [zodRule(field.addressId)],
  application: [zodRule(field.application)],
  remarks: [zodRule(field.remarks)],
} satisfies Record<string, Rule[]>;

/** A row's minimum: the row needs a minimum, a maximum or both. `row` is the row's path in the form. */
export const minRule =
  (row: RowPath): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, min: unknown) => {
      if (!isNumber(min) && !isNumber(getFieldValue([...row, 'max']))) throw new Error(message(MSG.customRangeRequired));
    },
  });

/** A row's maximum: 'Maximum cannot be less than minimum'. */
export const maxRule =
  (row: RowPath): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, max: unknown) => {
      const min: unknown = getFieldValue([...row, 'min']);
      if (isNumber(min) && isNumber(max) && max < min) throw new Error(message(MSG.maxBelowMin));
    },
  });

/** Days a delivery date may not be: today (Beijing) and before. */
export const notAfterToday = (day: Dayjs) => day.format('YYYY-MM-DD') <= beijingToday();

export const deliveryDateRule: Rule = {
  validator: async (_rule, value?: Dayjs | null) => {
    if (!value || notAfterToday(value)) throw new Error(message(MSG.customDeliveryDateInvalid));
  },
};
