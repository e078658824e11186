import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LABORATORY_LIMITS, laboratoryAudit, laboratoryRejectInput, type LaboratoryApplication } from '@contract/endpoints/laboratory';
import { testerDetailPath } from '@contract/endpoints/laboratoryCommon';
import { zodRule } from '../../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../../console/ReviewDecision';
import { message as text } from '../../../providers/i18n';
import { ApplicationView } from './ApplicationView';

/** One application: every field and file; approve it (the laboratory is published) or reject it with a reason. */
export function ReviewDetail({ resource, route }: { resource: string; route: string }) {
  const { t } = useTranslation('laboratory');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<LaboratoryApplication>({ resource, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const application = query.data?.data;
  const back = () => void navigate(route);

  if (query.isLoading) return <Skeleton active />;
  if (!application) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;

  return (
    <Card
      title={application.name}
      extra={
        <Space wrap>
          <ReviewDecision
            id={id}
            nextActions={application.nextActions}
            approve={laboratoryAudit.approve}
            reject={laboratoryAudit.reject}
            successes={{ approve: text('laboratoryApproved'), reject: text('laboratoryRejected') }}
            invalidates={[resource]}
            words={reviewWords(t, 'audit')}
            reasonRule={zodRule(laboratoryRejectInput.shape.reason)}
            reasonMax={LABORATORY_LIMITS.rejectReasonMax}
          />
          {application.state === 'approved' && (
            <Button onClick={() => void navigate(testerDetailPath(application.id))} data-testid="audit-public-page">
              {t('settled.banner.publicPage')}
            </Button>
          )}
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <ApplicationView application={application} />
    </Card>
  );
}
