import type { ReactNode } from 'react';
import { List } from '@refinedev/antd';
import { Badge, Input, Select, Space, Table, Tabs, Tag, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEST_ORDER_KINDS, TEST_ORDER_STATES, type TestOrder, type TestOrderState } from '@contract/endpoints/testOrders';
import { formatFen } from '../../../components/format/money';
import { formatBeijing } from '../../../components/format/beijingTime';
import { TestOrderStateTag } from '../shared/TestOrderStateTag';
import { useStatusCounts } from './useStatusCounts';

const ALL = 'all';

export type ListViewer = 'customer' | 'company' | 'laboratory' | 'platform';
const SCOPES = { customer: 'mine', company: 'company', laboratory: 'laboratory', platform: 'platform' } as const;

export interface OrderFilters {
  values: Record<string, string | undefined>;
  apply: (next: Record<string, string | undefined>) => void;
}

/**
 * Detection orders by state (tabs with their counts), kind and keyword, newest first: number, kind, project, the
 * laboratory or the customer (by viewer), amount, state, the Beijing date the report is due.
 */
export function OrderTable({
  title,
  viewer,
  tableProps,
  filters,
  detailPath,
  extraFilters,
  headerExtra,
}: {
  title: ReactNode;
  viewer: ListViewer;
  tableProps: TableProps<TestOrder>;
  filters: OrderFilters;
  detailPath: (id: number) => string;
  extraFilters?: ReactNode;
  headerExtra?: ReactNode;
}) {
  const { t } = useTranslation('testOrders');
  const { t: tc } = useTranslation('console');
  const { countOf, total } = useStatusCounts(SCOPES[viewer]);
  const { values, apply } = filters;
  // Laboratories and the platform see placed orders only; the customer and the company see drafts too.
  const states = viewer === 'laboratory' || viewer === 'platform' ? TEST_ORDER_STATES.filter((state) => state !== 'draft') : TEST_ORDER_STATES;
  const state = (states as readonly string[]).includes(values.state ?? '') ? (values.state as TestOrderState) : ALL;
  const pagination = tableProps.pagination === false ? false : { ...tableProps.pagination, showTotal: (count: number) => tc('table.total', { total: count }) };

  return (
    <List
      title={title}
      headerButtons={
        <Space wrap>
          {extraFilters}
          <Select
            allowClear
            value={values.kind}
            placeholder={t('list.allKinds')}
            aria-label={t('list.kind')}
            onChange={(kind?: string) => apply({ kind })}
            options={TEST_ORDER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            style={{ width: 160 }}
            data-testid="order-kind-filter"
          />
          <Input.Search
            allowClear
            defaultValue={values.keyword}
            placeholder={t('list.keyword')}
            aria-label={t('list.keyword')}
            onSearch={(value) => apply({ keyword: value.trim() || undefined })}
            style={{ width: 240 }}
            data-testid="order-keyword"
          />
          {headerExtra}
        </Space>
      }
    >
      <Tabs
        activeKey={state}
        onChange={(next) => apply({ state: next === ALL ? undefined : next })}
        items={[ALL, ...states].map((key) => ({
          key,
          label: (
            <span data-testid={`order-tab-${key}`}>
              {key === ALL ? t('list.all') : t(`states.${key}`)}{' '}
              <Badge count={key === ALL ? total : countOf(key as TestOrderState)} showZero={false} color="#8c8c8c" size="small" />
            </span>
          ),
        }))}
      />
      <Table<TestOrder>
        {...tableProps}
        pagination={pagination}
        rowKey="id"
        data-testid="order-list"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
      >
        <Table.Column<TestOrder>
          title={t('fields.orderNo')}
          render={(_, row) => (
            <Link to={detailPath(row.id)} data-testid={`order-open-${row.orderNo}`}>
              {row.orderNo}
            </Link>
          )}
        />
        <Table.Column<TestOrder> title={t('fields.kind')} render={(_, row) => <Tag>{row.kind}</Tag>} />
        <Table.Column<TestOrder>
          title={t('fields.project')}
          width={240}
          ellipsis
          render={(_, row) => (row.kitName ? `${row.projectName} · ${row.kitName}` : row.projectName)}
        />
        {viewer !== 'laboratory' && <Table.Column<TestOrder> key="laboratory" title={t('fields.laboratory')} render={(_, row) => row.laboratoryName} />}
        {viewer !== 'customer' && (
          <Table.Column<TestOrder>
            key="customer"
            title={t('fields.customer')}
            render={(_, row) => [row.customerName, viewer === 'company' ? null : row.companyName].filter(Boolean).join(' · ')}
          />
        )}
        <Table.Column<TestOrder> title={t('fields.amount')} align="right" render={(_, row) => formatFen(row.finalAmount ?? row.amount)} />
        <Table.Column<TestOrder> title={t('fields.state')} render={(_, row) => <TestOrderStateTag state={row.state} />} />
        <Table.Column<TestOrder> title={t('fields.dueDate')} render={(_, row) => row.dueDate ?? '—'} />
        <Table.Column<TestOrder> title={t('fields.createTime')} render={(_, row) => formatBeijing(row.createTime)} />
        <Table.Column<TestOrder>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={detailPath(row.id)} data-testid={`order-view-${row.id}`}>
              {t('list.open')}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
