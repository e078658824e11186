import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_KINDS, ORDER_STATES } from '@contract/endpoints/payment';

const DAY = 'YYYY-MM-DD';

/**
 * The filters of an order list, kept in the address by useFilteredTable: state, kind, a range of days
 * (`from`/`to` as YYYY-MM-DD) and a keyword.
 */
export function OrderFilters({
  values,
  apply,
  keywordPlaceholder,
  withKind = true,
  withDates = true,
}: {
  values: Record<string, string | undefined>;
  apply: (next: Record<string, string | undefined>) => void;
  keywordPlaceholder?: string;
  withKind?: boolean;
  withDates?: boolean;
}) {
  const { t } = useTranslation('console');
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = values.from && values.to ? [dayjs(values.from), dayjs(values.to)] : null;
  return (
    <Space wrap>
      <Select<string>
        aria-label={t('orders.fields.state')}
        style={{ minWidth: 150 }}
        value={values.state ?? ''}
        onChange={(value) => apply({ state: value || undefined })}
        options={[{ value: '', label: t('orders.allStates') }, ...ORDER_STATES.map((value) => ({ value, label: t(`orders.states.${value}`) }))]}
        data-testid="orders-state"
      />
      {withKind && (
        <Select<string>
          aria-label={t('orders.fields.kind')}
          style={{ minWidth: 150 }}
          value={values.kind ?? ''}
          onChange={(value) => apply({ kind: value || undefined })}
          options={[{ value: '', label: t('orders.allKinds') }, ...ORDER_KINDS.map((value) => ({ value, label: t(`orders.kinds.${value}`) }))]}
          data-testid="orders-kind"
        />
      )}
      {withDates && (
        <DatePicker.RangePicker
          aria-label={t('orders.dateRange')}
          placeholder={[t('orders.from'), t('orders.to')]}
          value={range}
          onChange={(days) => apply({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })}
          data-testid="orders-dates"
        />
      )}
      {keywordPlaceholder && (
        <Input.Search
          allowClear
          defaultValue={values.keyword}
          placeholder={keywordPlaceholder}
          onSearch={(value) => apply({ keyword: value.trim() || undefined })}
          style={{ width: 240 }}
          data-testid="orders-keyword"
        />
      )}
    </Space>
  );
}
