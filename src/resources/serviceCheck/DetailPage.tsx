import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Image, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fileViewUrl } from '@contract/endpoints/files';
import { SERVICE_LIMITS, serviceAudit, serviceRejectInput, type ServiceOfferDetail } from '@contract/endpoints/serviceHall';
import { formatFen } from '../../components/format/money';
import { formatDateTime } from '../../components/format/dateTime';
import { zodRule } from '../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../console/ReviewDecision';
import { WorkflowHistory } from '../../console/WorkflowHistory';
import { message as text } from '../../providers/i18n';
import { SERVICE_CHECK_RESOURCE, SERVICE_CHECK_ROUTE } from './index';

/** One offer under review: everything the hall would show, approve or reject with a reason; its review history. */
export default function DetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<ServiceOfferDetail>({ resource: SERVICE_CHECK_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const offer = query.data?.data;
  const back = () => void navigate(SERVICE_CHECK_ROUTE);

  if (query.isLoading) return <Skeleton active />;
  if (!offer) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;

  return (
    <Card
      title={offer.name}
      extra={
        <Space>
          <ReviewDecision
            id={id}
            nextActions={offer.nextActions}
            approve={serviceAudit.approve}
            reject={serviceAudit.reject}
            successes={{ approve: text('serviceApproved'), reject: text('serviceRejected') }}
            invalidates={[SERVICE_CHECK_RESOURCE]}
            words={reviewWords(t, 'audit')}
            reasonRule={zodRule(serviceRejectInput.shape.reason)}
            reasonMax={SERVICE_LIMITS.rejectReasonMax}
          />
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <Descriptions column={1} size="small" bordered data-testid="service-review-facts">
        <Descriptions.Item label={t('fields.state')}>{t(`states.${offer.state}`)}</Descriptions.Item>
        {offer.rejectReason && <Descriptions.Item label={t('fields.rejectReason')}>{offer.rejectReason}</Descriptions.Item>}
        <Descriptions.Item label={t('fields.company')}>{offer.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.category')}>{t(`categories.${offer.category}.name`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.summary')}>{offer.summary}</Descriptions.Item>
        <Descriptions.Item label={t('fields.introduction')}>
          <div style={{ whiteSpace: 'pre-line' }}>{offer.introduction}</div>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.price')}>
          {offer.price === null ? t('offer.negotiable') : `${formatFen(offer.price)}${offer.priceUnit ? ` / ${offer.priceUnit}` : ''}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.region')}>{offer.region}</Descriptions.Item>
        <Descriptions.Item label={t('fields.contactName')}>{offer.contactName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.contactPhone')}>{offer.contactPhone}</Descriptions.Item>
        <Descriptions.Item label={t('fields.picture')}>
          {offer.pictureId ? <Image src={fileViewUrl(offer.pictureId)} alt={offer.name} width={240} /> : t('offer.noPicture')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.submitTime')}>{formatDateTime(offer.submitTime)}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('history.title')} style={{ marginTop: 16 }}>
        <WorkflowHistory
          steps={offer.history}
          actionLabel={(action) => t(`history.actions.${action}`)}
          stateLabel={(state) => t(`states.${state}`)}
          byLabel={(operator) => t('history.by', { operator })}
          empty={t('history.empty')}
        />
      </Card>
    </Card>
  );
}
