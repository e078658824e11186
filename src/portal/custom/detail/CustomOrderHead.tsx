import { Alert, Rate, Space, Typography } from 'antd';
import { CustomStateTag, useCustomLabels } from '../../../components/customization';
import type { CustomOrderDetail } from '../endpoints';

/** What ended or closed the order: the failed review's or the cancellation's reason, the shipment, the evaluation. */
export function CustomOrderNotes({ order }: { order: CustomOrderDetail }) {
  const { t } = useCustomLabels();
  return (
    <>
      {order.state === 'rejected' && order.rejectReason && (
        <Alert className="at-custom__section" type="error" showIcon message={`${t('detail.rejectReason')}: ${order.rejectReason}`} data-testid="custom-reject-reason" />
      )}
      {order.state === 'cancelled' && order.cancelReason && (
        <Alert className="at-custom__section" type="warning" showIcon message={`${t('detail.cancelReason')}: ${order.cancelReason}`} data-testid="custom-cancel-reason" />
      )}
      {order.shipmentNo && (
        <Alert className="at-custom__section" type="success" showIcon message={`${t('detail.shipmentNo')}: ${order.shipmentNo}`} data-testid="custom-shipment" />
      )}
      {order.evaluationStars !== null && (
        <Space direction="vertical" size={0} className="at-custom__section" data-testid="custom-evaluation">
          <Typography.Text strong>{t('detail.evaluation')}</Typography.Text>
          <Rate disabled value={order.evaluationStars} />
          {order.evaluationText && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{order.evaluationText}</Typography.Paragraph>}
        </Space>
      )}
    </>
  );
}

/** The order's name, state and number. */
export function CustomOrderTitle({ order }: { order: CustomOrderDetail }) {
  const { t } = useCustomLabels();
  return (
    <div>
      <h1>
        {order.name} <CustomStateTag state={order.state} />
      </h1>
      <p className="at-custom__muted">
        {t('fields.orderNo')}: {order.orderNo}
      </p>
    </div>
  );
}
