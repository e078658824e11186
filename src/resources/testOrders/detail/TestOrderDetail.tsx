import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import { OrderActions } from './actions/OrderActions';
import { EvaluationCard } from './EvaluationCard';
import { OrderDelivery } from './OrderDelivery';
import { OrderFacts } from './OrderFacts';
import { OrderLines, OrderSamples } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { PaymentRecords } from './PaymentRecords';
import { Reports } from './Reports';
import { useTestOrder } from './useTestOrder';

/**
 * One detection order for any viewer (customer, company, laboratory, platform): what the server answers decides
 * what shows and which actions are offered (`viewer`, `nextActions`, `canAssign`, `canLead`); this page never
 * decides the workflow itself. Times and dates are Beijing time.
 */
export function TestOrderDetail({ id, backTo }: { id: number | undefined; backTo: string }) {
  const { t } = useTranslation('testOrders');
  const navigate = useNavigate();
  const { order, loading, missing } = useTestOrder(id);
  const back = (
    <Button onClick={() => void navigate(backTo)} data-testid="order-back">
      {t('detail.back')}
    </Button>
  );

  if (loading) return <Skeleton active />;
  if (missing || !order) return <Alert type="error" showIcon message={message('noSuchId')} action={back} data-testid="order-not-found" />;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="order-detail">
      <Card
        title={t('detail.title', { orderNo: order.orderNo })}
        extra={
          <Space wrap data-testid="order-actions">
            <OrderActions order={order} backTo={backTo} />
            {back}
          </Space>
        }
      >
        <Alert
          type="info"
          showIcon
          message={`${t(`viewers.${order.viewer}`)} ${t('detail.beijingTime')}`}
          style={{ marginBottom: 16 }}
          data-testid={`order-viewer-${order.viewer}`}
        />
        <OrderFacts order={order} />
      </Card>
      <Card title={t('detail.lines')}>
        <OrderLines order={order} />
      </Card>
      <Card title={t('detail.samples')}>
        <OrderSamples order={order} />
      </Card>
      <Card title={t('detail.delivery')}>
        <OrderDelivery order={order} />
      </Card>
      <PaymentRecords order={order} />
      <Reports order={order} />
      <EvaluationCard order={order} />
      <Card title={t('detail.timeline')}>
        <OrderTimeline steps={order.history} />
      </Card>
    </Space>
  );
}
