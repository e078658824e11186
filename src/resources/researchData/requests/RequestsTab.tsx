import { useState } from 'react';
import { Button, Popconfirm, Segmented, Select, Space, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { permissionRequest, REQUEST_SCOPES, REQUEST_STATES, RESEARCH_PATHS, researchPermissions, type RequestState } from '@contract/endpoints/researchData';
import { formatDate, formatDateTime } from '../../../components/format/dateTime';
import { oneOf } from '../../../components/pagedList/useAddressFilters';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { enumOptions } from '../shared/options';
import { PAGE_SIZE, usePagedCall } from '../shared/usePagedCall';
import { DecisionModal, type Decision } from './DecisionModal';

type PermissionRequest = z.infer<typeof permissionRequest>;
const STATE_COLORS: Record<RequestState, string> = { pending: 'processing', approved: 'success', refused: 'error', revoked: 'default' };

/**
 * Permission requests: to the caller's data sets (incoming: approve with an optional expiry, refuse with a reason,
 * revoke an approved one) and the caller's own (outgoing: their state and the owner's answer).
 */
export function RequestsTab() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const scope = oneOf(REQUEST_SCOPES, params.get('scope')) ?? 'incoming';
  const state = oneOf(REQUEST_STATES, params.get('state'));
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { scope?: string; state?: string; page?: string }) =>
    setParams(Object.fromEntries(Object.entries({ tab: 'requests', scope, state, ...next }).filter(([, value]) => value)) as Record<string, string>);
  const { page, loading, reload } = usePagedCall(researchPermissions.page, { pageNum, pageSize: PAGE_SIZE, scope, state });
  const revoke = useCallAction(researchPermissions.revoke, t('requests.revoked'));
  const [decision, setDecision] = useState<Decision>();
  const incoming = scope === 'incoming';

  const actions = (row: PermissionRequest) => {
    if (!incoming) return null;
    if (row.state === 'pending')
      return (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDecision({ kind: 'approve', request: row })} data-testid={`request-approve-${row.id}`}>
            {t('requests.approve')}
          </Button>
          <Button type="link" size="small" danger onClick={() => setDecision({ kind: 'refuse', request: row })} data-testid={`request-refuse-${row.id}`}>
            {t('requests.refuse')}
          </Button>
        </Space>
      );
    if (row.state === 'approved' && row.grantId !== null) {
      const grantId = row.grantId;
      return (
        <Popconfirm
          title={t('requests.revokeConfirm', { requester: row.requester })}
          okText={t('requests.revoke')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': 'request-revoke-confirm' } }}
          onConfirm={async () => {
            if (await revoke.run({ grantId })) reload();
          }}
        >
          <Button type="link" size="small" danger data-testid={`request-revoke-${row.id}`}>
            {t('requests.revoke')}
          </Button>
        </Popconfirm>
      );
    }
    return null;
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={scope}
          onChange={(value) => go({ scope: value === 'incoming' ? undefined : String(value), page: undefined })}
          options={REQUEST_SCOPES.map((value) => ({ value, label: t(`requests.scopes.${value}`) }))}
          data-testid="request-scope"
        />
        <Select
          allowClear
          value={state}
          onChange={(value) => go({ state: value, page: undefined })}
          options={enumOptions(t, 'requestStates', REQUEST_STATES)}
          placeholder={t('requests.allStates')}
          aria-label={t('requests.state')}
          data-testid="request-state-filter"
          style={{ minWidth: 140 }}
        />
      </Space>
      <Table<PermissionRequest>
        rowKey="id"
        loading={loading}
        dataSource={page?.list ?? []}
        data-testid="request-table"
        onRow={(row) => ({ 'data-testid': `request-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: incoming ? t('requests.emptyIncoming') : t('requests.emptyOutgoing') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => tc('table.total', { total }),
          onChange: (next) => go({ page: String(next) }),
        }}
      >
        <Table.Column<PermissionRequest> title={t('requests.dataSet')} render={(_, row) => <Link to={RESEARCH_PATHS.dataSet(row.dataSetId)}>{row.dataSetName}</Link>} />
        {incoming && (
          <Table.Column<PermissionRequest>
            title={t('requests.requester')}
            render={(_, row) => (row.requesterCompany ? `${row.requester} · ${row.requesterCompany}` : row.requester)}
          />
        )}
        <Table.Column<PermissionRequest> title={t('requests.reason')} dataIndex="reason" />
        <Table.Column<PermissionRequest>
          title={t('requests.state')}
          render={(_, row) => (
            <Tag color={STATE_COLORS[row.state]} data-testid={`request-state-${row.id}`}>
              {t(`requestStates.${row.state}`)}
            </Tag>
          )}
        />
        <Table.Column<PermissionRequest> title={t('requests.answer')} render={(_, row) => row.answer ?? '—'} />
        <Table.Column<PermissionRequest> title={t('requests.expiresAt')} render={(_, row) => (row.state === 'approved' ? (row.expiresAt ? formatDate(row.expiresAt) : t('requests.noExpiry')) : '—')} />
        <Table.Column<PermissionRequest> title={t('requests.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<PermissionRequest> title={t('requests.decideTime')} render={(_, row) => formatDateTime(row.decideTime)} />
        {incoming && <Table.Column<PermissionRequest> title={tc('table.actions')} render={(_, row) => actions(row)} />}
      </Table>
      <DecisionModal
        decision={decision}
        onClose={() => setDecision(undefined)}
        onDone={() => {
          setDecision(undefined);
          reload();
        }}
      />
    </Space>
  );
}
