import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { message as text } from '../../../providers/i18n';
import { TEST_LIMITS } from '../endpoints';
import { useNameOf } from '../text';
import type { LineRow } from './model';

interface Props {
  value?: LineRow[];
  onChange?: (lines: LineRow[]) => void;
  /** A kit's items: removable, but at least one is kept. */
  kit: boolean;
  id?: string;
}

/** The chosen items, each with its condition and quantity (samples it is done on), as a form control. */
export function LinesTable({ value = [], onChange, kit, id }: Props) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const nameOf = useNameOf();
  const change = (itemId: number, patch: Partial<LineRow>) => onChange?.(value.map((line) => (line.itemId === itemId ? { ...line, ...patch } : line)));
  const remove = (itemId: number) => {
    if (kit && value.length <= 1) {
      void message.warning(text(MSG.keepOneItem));
      return;
    }
    onChange?.(value.filter((line) => line.itemId !== itemId));
  };
  return (
    <Table<LineRow>
      id={id}
      rowKey="itemId"
      dataSource={value}
      pagination={false}
      size="small"
      scroll={{ x: true }}
      locale={{ emptyText: t('builder.noItems') }}
      data-testid="builder-lines"
    >
      <Table.Column<LineRow> title={t('fields.item')} render={(_, line) => nameOf(line)} />
      <Table.Column<LineRow>
        title={t('fields.condition')}
        render={(_, line) => (
          <Input
            size="small"
            value={line.condition}
            maxLength={TEST_LIMITS.conditionMax}
            placeholder={t('fields.conditionHint')}
            aria-label={t('fields.condition')}
            onChange={(event) => change(line.itemId, { condition: event.target.value })}
            data-testid={`line-condition-${line.itemId}`}
          />
        )}
      />
      <Table.Column<LineRow>
        title={t('fields.quantity')}
        render={(_, line) => (
          <InputNumber
            size="small"
            min={1}
            max={TEST_LIMITS.sampleCountMax}
            precision={0}
            value={line.quantity}
            aria-label={t('fields.quantity')}
            onChange={(next) => change(line.itemId, { quantity: typeof next === 'number' ? next : 0 })}
            data-testid={`line-quantity-${line.itemId}`}
          />
        )}
      />
      <Table.Column<LineRow>
        title={t('fields.actions')}
        render={(_, line) => (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('builder.removeItem')}
            onClick={() => remove(line.itemId)}
            data-testid={`line-remove-${line.itemId}`}
          />
        )}
      />
    </Table>
  );
}
