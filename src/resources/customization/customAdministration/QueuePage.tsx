import type { HTMLAttributes, ReactNode } from 'react';
import { List } from '@refinedev/antd';
import { Badge, Input, Space, Switch, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOM_STATES, type CustomOrder, type CustomState } from '@contract/endpoints/customization';
import { useCustomLabels } from '../../../components/customization/labels';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { adminOrderPath, CUSTOM_ADMIN_RESOURCE } from '../shared/paths';
import { useOrderColumns } from '../shared/orderColumns';
import { useStateCounts } from './useStateCounts';
import './queue.css';

const ALL = 'all';

/**
 * The platform's queue of customization orders: a tab per state with its count, a keyword (number, name, buyer,
 * company), 'Overdue only'; orders past a milestone's due date come first, highlighted with the milestone and date.
 */
export default function QueuePage() {
  const { t } = useTranslation(['customConsole', 'console']);
  const labels = useCustomLabels();
  const { tableProps, values, apply } = useFilteredTable<CustomOrder>({ resource: CUSTOM_ADMIN_RESOURCE });
  const { countOf, total } = useStateCounts();
  const state = (CUSTOM_STATES as readonly string[]).includes(values.state ?? '') ? (values.state as CustomState) : ALL;
  const open = (row: CustomOrder, text: ReactNode, testId = `custom-open-${row.orderNo}`) => (
    <Link to={adminOrderPath(row.id)} data-testid={testId}>
      {text}
    </Link>
  );
  const columns = useOrderColumns({ open, withBuyer: true });

  return (
    <List
      title={t('console:menu.customAdministration')}
      headerButtons={
        <Space wrap>
          <Space size={4}>
            <Switch aria-label={t('queue.overdueOnly')} checked={values.overdue === 'true'} onChange={(checked) => apply({ overdue: checked ? 'true' : undefined })} data-testid="custom-overdue-only" />
            <Typography.Text>{t('queue.overdueOnly')}</Typography.Text>
          </Space>
          <Input.Search
            allowClear
            defaultValue={values.keyword}
            placeholder={t('queue.keyword')}
            aria-label={t('queue.keyword')}
            onSearch={(value) => apply({ keyword: value.trim() || undefined })}
            style={{ width: 260 }}
            data-testid="custom-keyword"
          />
        </Space>
      }
    >
      <Tabs
        activeKey={state}
        onChange={(next) => apply({ state: next === ALL ? undefined : next })}
        items={[ALL, ...CUSTOM_STATES].map((key) => ({
          key,
          label: (
            <span data-testid={`custom-tab-${key}`}>
              {key === ALL ? t('queue.all') : labels.state(key as CustomState)}{' '}
              <Badge count={key === ALL ? total : countOf(key as CustomState)} showZero={false} color="#8c8c8c" size="small" data-testid={`custom-count-${key}`} />
            </span>
          ),
        }))}
      />
      <Table<CustomOrder>
        {...tableProps}
        columns={[...columns, { key: 'open', title: t('console:table.actions'), render: (_, row) => open(row, t('queue.open'), `custom-view-${row.orderNo}`) }]}
        rowKey="id"
        rowClassName={(row) => (row.overdue ? 'custom-row-overdue' : '')}
        onRow={(row) => ({ 'data-testid': `custom-row-${row.orderNo}`, 'data-overdue': row.overdue }) as HTMLAttributes<HTMLElement>}
        data-testid="custom-queue"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('queue.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (count) => t('console:table.total', { total: count }) }}
      />
    </List>
  );
}
