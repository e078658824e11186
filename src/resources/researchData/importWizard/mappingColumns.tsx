import { Checkbox, Input, Select, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { RESEARCH_PROPERTIES } from '@contract/endpoints/researchData';
import { QUANTITY_KEYS, unitsOf, type Quantity } from '@contract/researchUnits';
import { message as text } from '../../../providers/i18n';
import { enumOptions } from '../shared/options';
import { withQuantity, type MappingEntry } from './mappingRules';

export interface MappingRow {
  index: number;
  header: string;
  sample: string;
  entry: MappingEntry;
  error?: string;
}

/** The mapping table's columns: one editor per field of a column's mapping; `change` replaces row `index`'s entry. */
export function mappingColumns(t: TFunction, change: (index: number, entry: MappingEntry) => void): ColumnsType<MappingRow> {
  const set = (row: MappingRow, patch: Partial<MappingEntry>) => change(row.index, { ...row.entry, ...patch });
  return [
    {
      title: t('mapping.header'),
      render: (_, row) => (
        <Tooltip title={row.error ? text(row.error) : undefined}>
          <Typography.Text type={row.error ? 'danger' : undefined} strong data-testid={`mapping-header-${row.index}`}>
            {row.header || t('mapping.noHeader')}
          </Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('mapping.sample'), render: (_, row) => <Typography.Text type="secondary">{row.sample || '—'}</Typography.Text> },
    {
      title: t('mapping.key'),
      render: (_, row) => (
        <Input
          size="small"
          value={row.entry.key}
          disabled={row.entry.skip}
          status={row.error ? 'error' : undefined}
          onChange={(event) => set(row, { key: event.target.value })}
          aria-label={`${t('mapping.key')} ${row.index + 1}`}
          style={{ width: 120 }}
        />
      ),
    },
    {
      title: t('mapping.label'),
      render: (_, row) => (
        <Input size="small" value={row.entry.label} disabled={row.entry.skip} onChange={(event) => set(row, { label: event.target.value })} aria-label={`${t('mapping.label')} ${row.index + 1}`} style={{ width: 160 }} />
      ),
    },
    {
      title: t('mapping.quantity'),
      render: (_, row) => (
        <Select<Quantity>
          size="small"
          value={row.entry.quantity as Quantity}
          disabled={row.entry.skip}
          onChange={(quantity: Quantity) => change(row.index, withQuantity(row.entry, quantity))}
          options={enumOptions(t, 'quantities', QUANTITY_KEYS)}
          aria-label={`${t('mapping.quantity')} ${row.index + 1}`}
          data-testid={`mapping-quantity-${row.index}`}
          popupMatchSelectWidth={false}
          style={{ width: 150 }}
        />
      ),
    },
    {
      title: t('mapping.unit'),
      render: (_, row) => (
        <Select
          size="small"
          value={row.entry.unit}
          disabled={row.entry.skip}
          onChange={(unit: string) => set(row, { unit })}
          options={unitsOf(row.entry.quantity as Quantity).map((unit) => ({ value: unit, label: unit || t('mapping.noUnit') }))}
          aria-label={`${t('mapping.unit')} ${row.index + 1}`}
          data-testid={`mapping-unit-${row.index}`}
          popupMatchSelectWidth={false}
          style={{ width: 110 }}
        />
      ),
    },
    {
      title: t('mapping.condition'),
      render: (_, row) => (
        <Input
          size="small"
          value={row.entry.condition}
          disabled={row.entry.skip}
          onChange={(event) => set(row, { condition: event.target.value })}
          placeholder={t('mapping.conditionPlaceholder')}
          aria-label={`${t('mapping.condition')} ${row.index + 1}`}
          style={{ width: 140 }}
        />
      ),
    },
    {
      title: t('mapping.element'),
      render: (_, row) => (
        <Input
          size="small"
          value={row.entry.element ?? ''}
          disabled={row.entry.skip || row.entry.quantity !== 'percent'}
          onChange={(event) => set(row, { element: event.target.value.trim() || null })}
          placeholder="C, Mn…"
          aria-label={`${t('mapping.element')} ${row.index + 1}`}
          style={{ width: 70 }}
        />
      ),
    },
    {
      title: t('mapping.property'),
      render: (_, row) => (
        <Select
          size="small"
          allowClear
          value={row.entry.property ?? undefined}
          disabled={row.entry.skip}
          onChange={(property) => set(row, { property: property ?? null })}
          options={enumOptions(t, 'properties', RESEARCH_PROPERTIES)}
          aria-label={`${t('mapping.property')} ${row.index + 1}`}
          popupMatchSelectWidth={false}
          style={{ width: 140 }}
        />
      ),
    },
    {
      title: t('mapping.skip'),
      render: (_, row) => (
        <Checkbox checked={row.entry.skip} onChange={(event) => set(row, { skip: event.target.checked })} aria-label={`${t('mapping.skip')} ${row.index + 1}`} data-testid={`mapping-skip-${row.index}`} />
      ),
    },
  ];
}
