import { useShow } from '@refinedev/core';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALITY_LIMITS, qualityAudit, qualityRejectInput, type QualityApplicationDetail } from '@contract/endpoints/quality';
import { zodRule } from '../../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../../console/ReviewDecision';
import { message } from '../../../providers/i18n';
import { ApplicationView } from '../shared/ApplicationView';
import { CHECK_RESOURCE, CHECK_ROUTE } from '../shared/paths';
import { ApproveWithPrice } from './ApproveWithPrice';

/**
 * One application under review: what the applicant declared (credit code, lines, contact), the data (n, the
 * simulated score, the grade's limits, the first rows, the attached test report) and the decision: approve with
 * the report's price, or reject with a reason the applicant reads. The buttons only while the server offers them.
 */
export default function ReviewPage() {
  const { t } = useTranslation('qualityConsole');
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { query } = useShow<QualityApplicationDetail>({ resource: CHECK_RESOURCE, id, queryOptions: { enabled: id > 0 } });
  const application = query.data?.data;
  const back = (
    <Button onClick={() => void navigate(CHECK_ROUTE)} data-testid="review-back">
      {t('review.back')}
    </Button>
  );

  if (id > 0 && query.isLoading) return <Skeleton active />;
  if (!application) return <Alert type="error" showIcon message={t('detail.notFound')} action={back} data-testid="application-not-found" />;
  return (
    <ApplicationView
      application={application}
      audit
      extra={
        <Space wrap data-testid="quality-review">
          {application.nextActions.includes('approve') && <ApproveWithPrice id={application.id} />}
          {/* Approval needs a price (above); the shared decision handles the rejection and its reason. */}
          <ReviewDecision
            id={application.id}
            nextActions={application.nextActions.filter((action) => action === 'reject')}
            approve={qualityAudit.approve}
            reject={qualityAudit.reject}
            successes={{ approve: message('qualityApproved'), reject: message('qualityRejected') }}
            invalidates={[CHECK_RESOURCE]}
            words={reviewWords(t, 'review')}
            reasonRule={zodRule(qualityRejectInput.shape.reason)}
            reasonMax={QUALITY_LIMITS.reasonMax}
          />
          {back}
        </Space>
      }
    />
  );
}
