import type { ReactNode } from 'react';
import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentOrderDetail } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { WorkflowHistory } from '../../../console/WorkflowHistory';
import { OrderChannel, OrderStateTag } from './OrderTags';

/** A discount's name (the server's code), falling back to the code for one this screen does not know yet. */
export const useDiscountLabel = () => {
  const { t } = useTranslation('console');
  return (code: string) => t(`orders.discounts.${code}`, { defaultValue: code });
};

/**
 * One payment order as its buyer and the administrators see it: what was bought, the amounts with every
 * discount, the delivery address of a book, how it was paid, the buyer (administrators) and its history.
 */
export function OrderDetailView({ order, showBuyer = false, extra }: { order: PaymentOrderDetail; showBuyer?: boolean; extra?: ReactNode }) {
  const { t } = useTranslation('console');
  const discountLabel = useDiscountLabel();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="order-detail">
      <Card size="small" title={<span data-testid="order-detail-no">{order.orderNo}</span>} extra={extra}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('orders.fields.state')}>
            <OrderStateTag state={order.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.kind')}>{t(`orders.kinds.${order.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.item')} span="filled">
            <span data-testid="order-detail-item">{order.itemName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.createTime')}>{formatDateTime(order.createTime)}</Descriptions.Item>
          {order.state === 'waiting' ? (
            <Descriptions.Item label={t('orders.fields.expireTime')}>{formatDateTime(order.expireTime)}</Descriptions.Item>
          ) : (
            <Descriptions.Item label={t('orders.fields.paidTime')}>{formatDateTime(order.paidTime)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('orders.fields.channel')}>
            <OrderChannel order={order} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.transactionId')}>{order.transactionId ?? '—'}</Descriptions.Item>
          {order.invoiceId !== null && <Descriptions.Item label={t('orders.fields.invoice')}>{t('orders.invoiced')}</Descriptions.Item>}
        </Descriptions>
      </Card>

      <Card size="small" title={t('orders.amounts')}>
        <Descriptions size="small" column={1} data-testid="order-amounts">
          <Descriptions.Item label={t('orders.fields.unitPrice')}>{formatFen(order.unitPrice)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.quantity')}>{order.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.listAmount')}>{formatFen(order.listAmount)}</Descriptions.Item>
          {order.discounts.map((line) => (
            <Descriptions.Item key={line.code} label={discountLabel(line.code)}>
              <span data-testid={`order-discount-${line.code}`}>{formatFen(-line.amount)}</span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('orders.fields.amount')}>
            <Typography.Text strong data-testid="order-amount">
              {formatFen(order.amount)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>

      {order.delivery && (
        <Card size="small" title={t('orders.delivery')}>
          <Descriptions size="small" column={1} data-testid="order-delivery">
            <Descriptions.Item label={t('deliveryAddress.fields.consignee')}>{order.delivery.consignee}</Descriptions.Item>
            <Descriptions.Item label={t('deliveryAddress.fields.telephone')}>{order.delivery.telephone}</Descriptions.Item>
            <Descriptions.Item label={t('deliveryAddress.fields.address')}>{`${order.delivery.locationName} ${order.delivery.detail}`}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      {showBuyer && (
        <Card size="small" title={t('orders.buyer.title')}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="order-buyer">
            <Descriptions.Item label={t('orders.buyer.name')}>{order.buyer.name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.buyer.mobile')}>{order.buyer.mobile ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('orders.buyer.company')}>{order.buyer.companyName ?? '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      <Card size="small" title={t('orders.history.title')}>
        <WorkflowHistory
          steps={order.history}
          actionLabel={(action) => t(`orders.history.actions.${action}`, { defaultValue: action })}
          stateLabel={(state) => (state ? t(`orders.states.${state}`, { defaultValue: state }) : '—')}
          byLabel={(operator) => t('orders.history.by', { operator })}
          empty={t('orders.history.empty')}
        />
      </Card>
    </Space>
  );
}
