import { useState } from 'react';
import { Button, Card, List, Pagination, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KINDS, INDUSTRY_REQUEST_STATES, industryRequests, type AdminIndustryRequest, type IndustryKind, type IndustryRequest, type IndustryRequestState } from '@contract/endpoints/industry';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';

const PAGE_SIZE = 10;

/** The requests about industry entries: the user's own (`admin` false) or the administrators' queue with 'handle'. */
export function RequestsPage({ admin }: { admin: boolean }) {
  const { t } = useTranslation('industryConsole');
  const { t: ti } = useTranslation('industry');
  const { t: tc } = useTranslation('console');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<IndustryKind>();
  const [state, setState] = useState<IndustryRequestState>();
  const query = { pageNum: page, pageSize: PAGE_SIZE, kind, state };
  const answer = useRemote((signal) => call(admin ? industryRequests.page : industryRequests.mine, query, { signal }), `${admin}#${page}#${kind ?? ''}#${state ?? ''}`);
  const handle = useAction(industryRequests.handle);
  const shown = answer.data ?? answer.latest;

  return (
    <Card title={tc(admin ? 'menu.industryRequestAdmin' : 'menu.industryRequest')}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select<IndustryKind>
          allowClear
          style={{ width: 200 }}
          placeholder={t('requests.kind')}
          aria-label={t('requests.kind')}
          value={kind}
          onChange={(value) => (setKind(value), setPage(1))}
          options={INDUSTRY_KINDS.map((value) => ({ value, label: ti(`kinds.${value}`) }))}
          data-testid="industry-request-kind"
        />
        <Select<IndustryRequestState>
          allowClear
          style={{ width: 160 }}
          placeholder={t('requests.state')}
          aria-label={t('requests.state')}
          value={state}
          onChange={(value) => (setState(value), setPage(1))}
          options={INDUSTRY_REQUEST_STATES.map((value) => ({ value, label: ti(`states.${value}`) }))}
          data-testid="industry-request-state"
        />
      </Space>
      <List<IndustryRequest | AdminIndustryRequest>
        loading={answer.loading}
        dataSource={shown?.list ?? []}
        locale={{ emptyText: t(admin ? 'requests.emptyAdmin' : 'requests.empty') }}
        data-testid="industry-requests"
        renderItem={(row) => (
          <List.Item
            key={row.id}
            data-testid={`industry-request-${row.id}`}
            actions={
              admin && row.state === 'new'
                ? [
                    <Button key="handle" type="link" loading={handle.running} onClick={async () => (await handle.run({ id: row.id })) !== undefined && answer.reload()} data-testid={`industry-request-handle-${row.id}`}>
                      {t('requests.handle')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag color={row.state === 'new' ? 'blue' : 'green'}>{ti(`states.${row.state}`)}</Tag>
                  <Typography.Text type="secondary">{ti(`kinds.${row.kind}`)}</Typography.Text>
                  <Typography.Text strong>{row.entryTitle}</Typography.Text>
                  <Typography.Text type="secondary">{t('requests.sentAt', { time: formatBeijing(row.createdAt) })}</Typography.Text>
                  {row.handledAt && <Typography.Text type="secondary">{t('requests.handledAt', { time: formatBeijing(row.handledAt) })}</Typography.Text>}
                </Space>
              }
              description={
                <>
                  <Typography.Text>
                    {'userName' in row ? `${row.userName} · ` : ''}
                    {row.name} {row.mobile} {row.company}
                  </Typography.Text>
                  {row.message && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{row.message}</Typography.Paragraph>}
                </>
              }
            />
          </List.Item>
        )}
      />
      {(shown?.total ?? 0) > PAGE_SIZE && <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={page} pageSize={PAGE_SIZE} total={shown?.total ?? 0} onChange={setPage} />}
    </Card>
  );
}
