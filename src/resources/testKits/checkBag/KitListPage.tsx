import { useState } from 'react';
import { DeleteButton, List } from '@refinedev/antd';
import { Button, Input, Select, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KIT_STATES, myTestKits, type KitState, type TestKit } from '@contract/endpoints/testKits';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { KitDrawer } from '../shared/KitDrawer';
import { kitColumns } from '../shared/KitColumns';
import { KitStateTag } from '../shared/KitStateTag';
import { CHECK_BAG_RESOURCE, CHECK_BAG_ROUTE, orderKitPath } from '../index';

/** /my/checkBag — my test kits by state: create and edit in a drawer, open one for its audit, delete, order. */
export default function KitListPage() {
  const { t } = useTranslation('testKits');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<TestKit>({ resource: CHECK_BAG_RESOURCE });
  const [editing, setEditing] = useState<TestKit | 'new'>();
  const state = values.state as KitState | undefined;

  return (
    <List
      title={tc('menu.checkBag')}
      headerButtons={
        <Space wrap>
          <Select<KitState | ''>
            aria-label={t('kit.state')}
            style={{ minWidth: 140 }}
            value={state ?? ''}
            onChange={(value) => apply({ state: value || undefined })}
            options={[{ value: '', label: t('list.allStates') }, ...KIT_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
            data-testid="kit-state-filter"
          />
          <Input.Search allowClear defaultValue={values.keyword} placeholder={t('list.keyword')} onSearch={(value) => apply({ keyword: value.trim() || undefined })} />
          <Button type="primary" onClick={() => setEditing('new')} data-testid="kit-create">
            {t('list.create')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <Table<TestKit>
        {...tableProps}
        rowKey="id"
        data-testid="kit-table"
        scroll={{ x: true }}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
        columns={kitColumns({
          t,
          name: (kit) => (
            <Link to={`${CHECK_BAG_ROUTE}/show/${kit.id}`} data-testid={`kit-open-${kit.name}`}>
              {kit.name}
            </Link>
          ),
          state: (kit) => (
            <Space direction="vertical" size={2}>
              <KitStateTag state={kit.state} />
              {kit.state === 'rejected' && kit.rejectReason && (
                <Typography.Text type="danger" data-testid="kit-reject-reason">
                  {kit.rejectReason}
                </Typography.Text>
              )}
            </Space>
          ),
          actions: (kit) => (
            <Space size={0} wrap data-testid={`kit-actions-${kit.name}`}>
              <Button type="link" size="small" onClick={() => setEditing(kit)} data-testid="kit-edit">
                {t('list.edit')}
              </Button>
              <Link to={orderKitPath(kit.id)} data-testid="kit-order">
                {t('list.order')}
              </Link>
              {kit.state !== 'pending' && <DeleteButton hideText size="small" type="link" resource={CHECK_BAG_RESOURCE} recordItemId={kit.id} confirmTitle={t('list.deleteConfirm')} />}
            </Space>
          ),
        })}
      />
      <KitDrawer
        open={editing !== undefined}
        kit={editing === 'new' ? undefined : editing}
        save={myTestKits.save}
        invalidates={[CHECK_BAG_RESOURCE]}
        onClose={() => setEditing(undefined)}
      />
    </List>
  );
}
