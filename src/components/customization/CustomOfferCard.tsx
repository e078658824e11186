import { Card, Descriptions, Typography } from 'antd';
import type { CustomOrderDetail } from '@contract/endpoints/customization';
import { formatFen } from '../format/money';
import { formatDateTime } from '../format/dateTime';
import { useCustomLabels } from './labels';

type Order = Pick<CustomOrderDetail, 'totalAmount' | 'depositAmount' | 'balanceAmount' | 'plan' | 'depositPaidTime' | 'balancePaidTime'>;

/** The platform's offer: total, deposit, balance, the development plan and when the deposit and balance were paid. */
export function CustomOfferCard({ order }: { order: Order }) {
  const { t } = useCustomLabels();
  if (order.totalAmount === null) return null;
  const paid = (time: string | null) => (time ? formatDateTime(time) : <Typography.Text type="secondary">{t('offer.notPaid')}</Typography.Text>);
  return (
    <Card title={t('offer.title')} size="small" data-testid="custom-offer">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('offer.total')}>{formatFen(order.totalAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('offer.deposit')}>{order.depositAmount === null ? '—' : formatFen(order.depositAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('offer.balance')}>{order.balanceAmount === null ? '—' : formatFen(order.balanceAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('offer.depositPaid')}>{paid(order.depositPaidTime)}</Descriptions.Item>
        <Descriptions.Item label={t('offer.balancePaid')} span="filled">
          {order.balanceAmount === 0 ? '—' : paid(order.balancePaidTime)}
        </Descriptions.Item>
        {order.plan && (
          <Descriptions.Item label={t('offer.plan')} span="filled">
            <div style={{ whiteSpace: 'pre-wrap' }} data-testid="custom-plan">
              {order.plan}
            </div>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
