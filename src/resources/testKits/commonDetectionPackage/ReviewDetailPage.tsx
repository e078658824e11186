import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { kitAudit, kitRejectInput, TEST_LIMITS, type TestKitDetail } from '@contract/endpoints/testKits';
import { formatDateTime } from '../../../components/format/dateTime';
import { zodRule } from '../../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../../console/ReviewDecision';
import { message as text } from '../../../providers/i18n';
import { KitHistory } from '../shared/KitHistory';
import { KitItems } from '../shared/KitItems';
import { KitStateTag } from '../shared/KitStateTag';
import { referenceDaysText, referencePriceText } from '../shared/kitText';
import { COMMON_KITS_RESOURCE, COMMON_KITS_ROUTE } from '../index';

/** One kit made public: its items and history; approve it, or reject it with a reason its owner reads. */
export default function ReviewDetailPage() {
  const { t } = useTranslation('testKits');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<TestKitDetail>({ resource: COMMON_KITS_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const kit = query.data?.data;
  const back = () => void navigate(`${COMMON_KITS_ROUTE}?tab=review`);

  if (query.isLoading) return <Skeleton active />;
  if (!kit) return <Alert type="error" showIcon message={text('kitNotFound')} action={<Button onClick={back}>{t('detail.back')}</Button>} />;

  return (
    <Card
      title={kit.name}
      data-testid="kit-review-detail"
      extra={
        <Space>
          <ReviewDecision
            id={kit.id}
            nextActions={kit.nextActions}
            approve={kitAudit.approve}
            reject={kitAudit.reject}
            successes={{ approve: text('kitApproved'), reject: text('kitRejected') }}
            invalidates={[COMMON_KITS_RESOURCE]}
            words={reviewWords(t, 'admin')}
            reasonRule={zodRule(kitRejectInput.shape.reason)}
            reasonMax={TEST_LIMITS.rejectReasonMax}
          />
          <Button onClick={back}>{t('detail.back')}</Button>
        </Space>
      }
    >
      {kit.state === 'rejected' && kit.rejectReason && <Alert type="error" showIcon message={t('detail.rejected')} description={kit.rejectReason} style={{ marginBottom: 16 }} />}
      <Descriptions column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('kit.state')}>
          <KitStateTag state={kit.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('kit.owner')}>{kit.ownerName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('kit.kind')}>{t(`kinds.${kit.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.submitTime')}>{formatDateTime(kit.submitTime)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.referencePrice')}>{referencePriceText(t, kit)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.referenceDays')}>{referenceDaysText(t, kit)}</Descriptions.Item>
        {kit.description && (
          <Descriptions.Item label={t('kit.description')} span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{kit.description}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <KitItems items={kit.items} />
      <KitHistory steps={kit.history} />
    </Card>
  );
}
