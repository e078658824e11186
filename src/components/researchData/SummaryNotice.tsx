import { useState } from 'react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DataSetDetail, ResearchColumn } from '@contract/endpoints/researchData';
import { formatDateTime } from '../format/dateTime';
import { useSession } from '../../providers/session';
import { columnLabel } from './columnTitle';
import { RequestModal } from './RequestModal';

/**
 * For a caller who sees the summary only: the rows are not shared with them, what the data set holds (its columns),
 * their own request's state and answer, and a button to request permission (visitors are sent to log in first).
 */
export function SummaryNotice({ detail, onRequested }: { detail: DataSetDetail; onRequested: () => void }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const { token } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const request = detail.myRequest;
  const mayRequest = !request || request.state !== 'pending';

  const action = !token ? (
    <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} data-testid="dataset-request-login">
      <Button type="primary">{t('summary.loginToRequest')}</Button>
    </Link>
  ) : (
    mayRequest && (
      <Button type="primary" onClick={() => setOpen(true)} data-testid="dataset-request">
        {request ? t('summary.requestAgain') : t('summary.request')}
      </Button>
    )
  );

  return (
    <Alert
      type="info"
      showIcon
      data-testid="dataset-summary-only"
      message={t('summary.title')}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>{t('summary.description')}</span>
          {request && (
            <div data-testid="dataset-my-request">
              <Typography.Text strong>{t('summary.myRequest', { state: t(`researchData:requestStates.${request.state}`) })}</Typography.Text>
              {request.answer && <div>{t('summary.answer', { answer: request.answer })}</div>}
              {request.state === 'approved' && request.expiresAt && <div>{t('summary.expires', { time: formatDateTime(request.expiresAt) })}</div>}
            </div>
          )}
          {detail.columns.length > 0 && (
            <Table<ResearchColumn>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={detail.columns}
              columns={[
                { title: t('summary.columns'), render: (_, column) => columnLabel(column) },
                { title: t('summary.quantity'), render: (_, column) => t(`researchData:quantities.${column.quantity}`, { defaultValue: column.quantity }) },
                { title: t('summary.condition'), render: (_, column) => column.condition || '—' },
              ]}
            />
          )}
          {token && (
            <RequestModal
              id={detail.id}
              open={open}
              onClose={() => setOpen(false)}
              onSent={() => {
                setOpen(false);
                onRequested();
              }}
            />
          )}
        </Space>
      }
      action={action}
    />
  );
}
