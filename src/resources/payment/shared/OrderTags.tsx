import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderState, PaymentOrder } from '@contract/endpoints/payment';

const COLOURS: Record<OrderState, string> = { waiting: 'processing', paid: 'success', delivered: 'cyan', completed: 'green', cancelled: 'default' };

export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation('console');
  return (
    <Tag color={COLOURS[state]} data-testid="order-state">
      {t(`orders.states.${state}`)}
    </Tag>
  );
}

/** How the order was paid; a sandbox payment (no real money moved) says so. */
export function OrderChannel({ order }: { order: Pick<PaymentOrder, 'channel' | 'live'> }) {
  const { t } = useTranslation('console');
  if (!order.channel) return <>—</>;
  return (
    <Space size={4}>
      {t(`orders.channels.${order.channel}`)}
      {!order.live && (
        <Tag color="orange" data-testid="order-sandbox">
          {t('orders.sandbox')}
        </Tag>
      )}
    </Space>
  );
}
