import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { kitAudit, type TestKit } from '@contract/endpoints/testKits';
import { useRemote } from '../../../components/useRemote';
import { useAction } from '../../../console/useAction';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { KitDrawer } from '../shared/KitDrawer';
import { kitColumns } from '../shared/KitColumns';

const PAGE_SIZE = 10;

/** The platform's own kits (public at once, no audit): create and edit in the same drawer as a user's kit, delete. */
export function PlatformKitsTab() {
  const { t } = useTranslation('testKits');
  const { t: tc } = useTranslation('console');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const [editing, setEditing] = useState<TestKit | 'new'>();
  const kits = useRemote((signal) => call(kitAudit.commonPage, { pageNum: page, pageSize: PAGE_SIZE, keyword }, { signal }), `${page}#${keyword ?? ''}`);
  const remove = useAction(kitAudit.commonDelete, { success: text('deleteSuccessful') });
  const shown = kits.data ?? kits.latest;

  const deleteKit = async (id: number) => {
    if ((await remove.run({ id })) !== undefined) kits.reload();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('list.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="common-kit-create">
          {t('admin.createCommon')}
        </Button>
      </Space>
      <Table<TestKit>
        rowKey="id"
        data-testid="common-kit-table"
        loading={kits.loading}
        dataSource={shown?.list ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: t('admin.commonEmpty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: shown?.total ?? 0, onChange: setPage, showTotal: (total) => tc('table.total', { total }) }}
        columns={kitColumns({
          t,
          name: (kit) => kit.name,
          actions: (kit) => (
            <Space size={0} wrap data-testid={`common-kit-actions-${kit.name}`}>
              <Button type="link" size="small" onClick={() => setEditing(kit)} data-testid="common-kit-edit">
                {t('list.edit')}
              </Button>
              <Popconfirm title={t('list.deleteConfirm')} okButtonProps={{ danger: true, ...{ 'data-testid': 'common-kit-delete-confirm' } }} onConfirm={() => void deleteKit(kit.id)}>
                <Button type="link" size="small" danger data-testid="common-kit-delete">
                  {t('detail.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        })}
      />
      <KitDrawer
        open={editing !== undefined}
        kit={editing === 'new' ? undefined : editing}
        save={kitAudit.commonSave}
        invalidates={[]}
        onSaved={kits.reload}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
