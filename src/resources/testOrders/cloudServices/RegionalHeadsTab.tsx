import { useState } from 'react';
import { Button, Card, Input, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderAdmin, type Supervisor } from '@contract/endpoints/testOrders';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { SupervisorRegionsModal } from './SupervisorRegionsModal';

const PAGE_SIZE = 10;

/** The heads of regional centres (role regionHead) with the regions each oversees; an order administrator sets them. */
export function RegionalHeadsTab() {
  const { t } = useTranslation('testOrders');
  const { t: tl } = useTranslation('laboratory');
  const { t: tc } = useTranslation('console');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const [editing, setEditing] = useState<Supervisor>();
  const heads = useRemote((signal) => call(orderAdmin.supervisors, { pageNum: page, pageSize: PAGE_SIZE, keyword }, { signal }), `${page}#${keyword ?? ''}`);
  const shown = heads.data ?? heads.latest;

  return (
    <Card title={t('supervisors.regionalHeadsTab')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('supervisors.keyword')}
          aria-label={t('supervisors.keyword')}
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
          data-testid="supervisor-search"
        />
      </Space>
      <Table<Supervisor>
        rowKey="userId"
        data-testid="supervisor-table"
        loading={heads.loading}
        dataSource={shown?.list ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: t('supervisors.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: shown?.total ?? 0, onChange: setPage, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<Supervisor> title={t('supervisors.userName')} dataIndex="userName" />
        <Table.Column<Supervisor> title={t('supervisors.realName')} render={(_, head) => head.realName ?? '—'} />
        <Table.Column<Supervisor> title={t('supervisors.mobile')} render={(_, head) => head.mobile ?? '—'} />
        <Table.Column<Supervisor>
          title={t('supervisors.regions')}
          render={(_, head) =>
            head.regions.length === 0 ? (
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('supervisors.noRegion')}</span>
            ) : (
              <Space size={[0, 4]} wrap data-testid={`supervisor-regions-${head.userName}`}>
                {head.regions.map((region) => (
                  <Tag key={region} color="blue">
                    {tl(`regions.${region}`)}
                  </Tag>
                ))}
              </Space>
            )
          }
        />
        <Table.Column<Supervisor>
          title={t('supervisors.actions')}
          render={(_, head) => (
            <Button type="link" size="small" onClick={() => setEditing(head)} data-testid={`supervisor-edit-${head.userName}`}>
              {t('supervisors.edit')}
            </Button>
          )}
        />
      </Table>
      <SupervisorRegionsModal head={editing} onSaved={heads.reload} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
