import type { ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS } from '../endpoints';
import { FORM_RULES, maxRule, minRule } from './rules';

type ListName = 'composition' | 'properties' | 'dimensions';

interface Props {
  name: ListName;
  /** At most this many rows. */
  max: number;
  addLabel: string;
  /** The first field of a row (element, property or dimension), given the row's name in the list. */
  head: (row: number) => ReactNode;
  /** The unit shown in both bounds. */
  unit: (row: number) => ReactNode;
  /** Fields after the bounds (a property's condition). */
  tail?: (row: number) => ReactNode;
  testId: string;
}

/**
 * Rows of target ranges (composition, properties, dimensions): what the row is about, a minimum and a maximum
 * (numbers; one of them at least; the maximum not below the minimum), and a remove button.
 */
export function RangeList({ name, max, addLabel, head, unit, tail, testId }: Props) {
  const { t } = useTranslation('customForm');
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div data-testid={testId}>
          {rows.map(({ key, name: row }) => (
            <div key={key} className="at-custom__row" data-testid={`${testId}-row`}>
              {head(row)}
              <Form.Item name={[row, 'min']} rules={[...FORM_RULES.bound, minRule([name, row])]} dependencies={[[name, row, 'max']]}>
                <InputNumber min={0} max={CUSTOM_LIMITS.valueMax} placeholder={t('fields.min')} aria-label={t('fields.min')} suffix={unit(row)} style={{ width: 150 }} data-testid={`${testId}-min`} />
              </Form.Item>
              <Form.Item name={[row, 'max']} rules={[...FORM_RULES.bound, maxRule([name, row])]} dependencies={[[name, row, 'min']]}>
                <InputNumber min={0} max={CUSTOM_LIMITS.valueMax} placeholder={t('fields.max')} aria-label={t('fields.max')} suffix={unit(row)} style={{ width: 150 }} data-testid={`${testId}-max`} />
              </Form.Item>
              {tail?.(row)}
              <Button icon={<DeleteOutlined />} aria-label={t('actions.remove')} onClick={() => remove(row)} />
            </div>
          ))}
          <Button icon={<PlusOutlined />} disabled={rows.length >= max} onClick={() => add({})} data-testid={`${testId}-add`}>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
