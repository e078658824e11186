import { List } from '@refinedev/antd';
import { Button, Input, Select, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PATHS, CUSTOM_STATES, type CustomOrder } from '@contract/endpoints/customization';
import { useCustomLabels } from '../../../components/customization/labels';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { CUSTOM_LIST_RESOURCE } from '../shared/paths';
import { useOrderColumns } from '../shared/orderColumns';

/** My customization orders (`/my/customList`), newest first, by state and keyword; each opens on the portal's detail page. */
export default function MyCustomOrderList() {
  const { t } = useTranslation(['customConsole', 'console']);
  const labels = useCustomLabels();
  const navigate = useNavigate();
  const { tableProps, values, apply } = useFilteredTable<CustomOrder>({ resource: CUSTOM_LIST_RESOURCE });
  const open = (row: CustomOrder, text: ReactNode, testId = `custom-open-${row.orderNo}`) => (
    <Link to={CUSTOM_PATHS.detail(row.id)} data-testid={testId}>
      {text}
    </Link>
  );
  const columns = useOrderColumns({ open });

  return (
    <List
      title={t('console:menu.customList')}
      headerButtons={
        <Space wrap>
          <Select
            allowClear
            value={values.state}
            placeholder={t('list.allStates')}
            aria-label={labels.t('fields.state')}
            onChange={(state?: string) => apply({ state })}
            options={CUSTOM_STATES.map((state) => ({ value: state, label: labels.state(state) }))}
            style={{ width: 160 }}
            data-testid="custom-state-filter"
          />
          <Input.Search
            allowClear
            defaultValue={values.keyword}
            placeholder={t('list.keyword')}
            aria-label={t('list.keyword')}
            onSearch={(value) => apply({ keyword: value.trim() || undefined })}
            style={{ width: 240 }}
            data-testid="custom-keyword"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(CUSTOM_PATHS.form)} data-testid="custom-new">
            {t('list.newRequest')}
          </Button>
        </Space>
      }
    >
      <Table<CustomOrder>
        {...tableProps}
        columns={[...columns, { key: 'open', title: t('console:table.actions'), render: (_, row) => open(row, t('list.open'), `custom-view-${row.orderNo}`) }]}
        rowKey="id"
        data-testid="custom-orders"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('console:table.total', { total }) }}
      />
    </List>
  );
}
