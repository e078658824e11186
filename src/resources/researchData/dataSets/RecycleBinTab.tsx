import { Button, Popconfirm, Space, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { researchData, type DataSetSummary } from '@contract/endpoints/researchData';
import { formatDateTime } from '../../../components/format/dateTime';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { PAGE_SIZE, usePagedCall } from '../shared/usePagedCall';

/** The caller's recycled data sets: restore one, or delete it for good (with its rows and versions). */
export function RecycleBinTab() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const { page, loading, reload } = usePagedCall(researchData.page, { pageNum, pageSize: PAGE_SIZE, scope: 'recycled' });
  const restore = useCallAction(researchData.restore, t('recycle.restored'));
  const remove = useCallAction(researchData.remove, t('recycle.deleted'));

  return (
    <Table<DataSetSummary>
      rowKey="id"
      loading={loading}
      dataSource={page?.list ?? []}
      data-testid="recycle-table"
      onRow={(row) => ({ 'data-testid': `recycle-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      locale={{ emptyText: t('recycle.empty') }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: page?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => tc('table.total', { total }),
        onChange: (next) => setParams({ tab: 'recycled', page: String(next) }),
      }}
    >
      <Table.Column<DataSetSummary> title={t('dataSet.name')} dataIndex="name" />
      <Table.Column<DataSetSummary> title={t('dataSet.project')} dataIndex="projectName" />
      <Table.Column<DataSetSummary> title={t('dataSet.material')} dataIndex="materialName" />
      <Table.Column<DataSetSummary> title={t('dataSet.rows')} align="right" dataIndex="rowCount" />
      <Table.Column<DataSetSummary> title={t('dataSet.updated')} render={(_, row) => formatDateTime(row.updateTime)} />
      <Table.Column<DataSetSummary>
        title={tc('table.actions')}
        render={(_, row) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              loading={restore.running}
              onClick={async () => {
                if (await restore.run({ id: row.id })) reload();
              }}
              data-testid={`recycle-restore-${row.id}`}
            >
              {t('recycle.restore')}
            </Button>
            <Popconfirm
              title={t('recycle.deleteConfirm', { name: row.name })}
              okText={t('recycle.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, ...{ 'data-testid': 'recycle-delete-confirm' } }}
              onConfirm={async () => {
                if (await remove.run({ id: row.id })) reload();
              }}
            >
              <Button type="link" size="small" danger data-testid={`recycle-delete-${row.id}`}>
                {t('recycle.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      />
    </Table>
  );
}
