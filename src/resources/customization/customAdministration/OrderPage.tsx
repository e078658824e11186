import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomOrderDetail } from '@contract/endpoints/customization';
import {
  AcceptanceTable,
  CustomMilestones,
  CustomOfferCard,
  CustomProgressSteps,
  CustomRequestSummary,
  CustomStateTag,
  CustomTimeline,
  useCustomLabels,
} from '../../../components/customization';
import { formatDateTime } from '../../../components/format/dateTime';
import { CUSTOM_ADMIN_RESOURCE, CUSTOM_ADMIN_ROUTE } from '../shared/paths';
import { PlatformActions } from './actions/PlatformActions';

/**
 * One customization order for the platform (`material/custom/detail`, which shows the platform every order): where
 * it stands, the steps the server offers now, the buyer and request, the offer, milestones, acceptance tests, the
 * contract's signatures, the reasons and evaluation, and the timeline the buyer sees.
 */
export default function OrderPage() {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { query } = useShow<CustomOrderDetail>({ resource: CUSTOM_ADMIN_RESOURCE, id, queryOptions: { enabled: id > 0 }, errorNotification: false });
  const order = query.data?.data;
  const back = (
    <Button onClick={() => void navigate(CUSTOM_ADMIN_ROUTE)} data-testid="custom-back">
      {t('detail.back')}
    </Button>
  );

  if (id > 0 && query.isLoading) return <Skeleton active />;
  if (!order) return <Alert type="error" showIcon message={labels.t('detail.notFound')} action={back} data-testid="custom-not-found" />;
  const signed = (done: boolean) => (done ? labels.t('contract.signed') : <Typography.Text type="secondary">{labels.t('contract.unsigned')}</Typography.Text>);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="custom-detail">
      <Card
        title={
          <Space>
            {t('detail.title', { orderNo: order.orderNo })}
            <CustomStateTag state={order.state} />
          </Space>
        }
        extra={back}
      >
        <CustomProgressSteps order={order} />
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <PlatformActions order={order} />
          {order.rejectReason && <Alert type="error" showIcon message={`${labels.t('detail.rejectReason')}: ${order.rejectReason}`} />}
          {order.cancelReason && <Alert type="warning" showIcon message={`${labels.t('detail.cancelReason')}: ${order.cancelReason}`} />}
        </Space>
      </Card>
      <Card title={t('detail.buyer')} size="small">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={labels.t('fields.buyer')}>{order.buyerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={labels.t('fields.company')}>{order.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.updateTime')}>{formatDateTime(order.updateTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={labels.t('detail.request')} size="small">
        <CustomRequestSummary order={order} />
      </Card>
      <CustomOfferCard order={order} />
      {order.milestones.length > 0 && (
        <Card title={labels.t('milestoneTable.title')} size="small">
          <CustomMilestones order={order} />
        </Card>
      )}
      {order.acceptance.length > 0 && (
        <Card title={labels.t('acceptance.title')} size="small">
          <AcceptanceTable order={order} />
        </Card>
      )}
      {order.contractDrawnTime && (
        <Card title={labels.t('contract.title')} size="small" data-testid="custom-contract">
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={labels.t('contract.number')}>{order.contractNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={labels.t('contract.drawn')}>{formatDateTime(order.contractDrawnTime)}</Descriptions.Item>
            <Descriptions.Item label={labels.t('contract.buyerSigned')}>{signed(order.buyerSigned)}</Descriptions.Item>
            <Descriptions.Item label={labels.t('contract.platformSigned')}>{signed(order.platformSigned)}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {(order.shipmentNo || order.evaluationStars !== null) && (
        <Card title={t('detail.delivery')} size="small">
          <Descriptions size="small" column={1}>
            {order.shipmentNo && <Descriptions.Item label={labels.t('detail.shipmentNo')}>{order.shipmentNo}</Descriptions.Item>}
            {order.evaluationStars !== null && (
              <Descriptions.Item label={t('detail.evaluation')}>
                {t('detail.stars', { count: order.evaluationStars })}
                {order.evaluationText ? ` · ${order.evaluationText}` : ''}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <Card title={labels.t('timeline.title')} size="small">
        <CustomTimeline order={order} />
      </Card>
    </Space>
  );
}
