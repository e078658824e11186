import { useShow } from '@refinedev/core';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QualityApplicationDetail } from '@contract/endpoints/quality';
import { ApplicationView } from '../shared/ApplicationView';
import { APPLICATION_RESOURCE, APPLICATION_ROUTE, resubmitPath } from '../shared/paths';

/** One of my applications: everything declared, the reject reason, the score of its data, the history; resubmit when offered. */
export default function ApplicationShowPage() {
  const { t } = useTranslation('qualityConsole');
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { query } = useShow<QualityApplicationDetail>({ resource: APPLICATION_RESOURCE, id, queryOptions: { enabled: id > 0 } });
  const application = query.data?.data;
  const back = (
    <Button onClick={() => void navigate(APPLICATION_ROUTE)} data-testid="application-back">
      {t('detail.back')}
    </Button>
  );

  if (id > 0 && query.isLoading) return <Skeleton active />;
  if (!application) return <Alert type="error" showIcon message={t('detail.notFound')} action={back} data-testid="application-not-found" />;
  return (
    <ApplicationView
      application={application}
      extra={
        <Space wrap>
          {application.nextActions.includes('resubmit') && (
            <Button type="primary" onClick={() => void navigate(resubmitPath(application.id))} data-testid="application-resubmit">
              {t('applications.resubmit')}
            </Button>
          )}
          {back}
        </Space>
      }
    />
  );
}
