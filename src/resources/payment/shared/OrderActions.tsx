import { Button, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payment, type PaymentOrder } from '@contract/endpoints/payment';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { canPay, payPagePath } from './orders';

/**
 * 'Pay' for one of the caller's waiting orders: the portal's payment page of its kind. A portal route: the
 * router's Link gives it the `/en` prefix of the current language.
 */
export function PayOrderLink({ order }: { order: Pick<PaymentOrder, 'kind' | 'orderNo' | 'state' | 'nextActions'> }) {
  const { t } = useTranslation('console');
  const path = payPagePath(order);
  if (!path || !canPay(order)) return null;
  return (
    <Link to={path} data-testid={`order-pay-${order.orderNo}`}>
      {t('orders.pay')}
    </Link>
  );
}

/** 'Cancel' for one of the caller's orders while the server offers it, after a confirmation. */
export function CancelOrderButton({ order, onDone }: { order: Pick<PaymentOrder, 'orderNo' | 'nextActions'>; onDone?: () => void }) {
  const { t } = useTranslation('console');
  const cancel = useAction(payment.cancelOrder, { success: message('orderCancelled'), invalidates: 'all' });
  if (!order.nextActions.includes('cancel')) return null;
  return (
    <Popconfirm
      title={t('orders.cancelConfirm', { orderNo: order.orderNo })}
      okText={t('orders.cancel')}
      cancelText={t('orders.keep')}
      onConfirm={async () => {
        if (await cancel.run({ orderNo: order.orderNo })) onDone?.();
      }}
    >
      <Button size="small" danger loading={cancel.running} data-testid={`order-cancel-${order.orderNo}`}>
        {t('orders.cancel')}
      </Button>
    </Popconfirm>
  );
}
