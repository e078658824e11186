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

/** The buyer's confirmed actions: cancel a waiting order, confirm a shipped book order arrived. */
const OWNER_ACTIONS = {
  cancel: { endpoint: payment.cancelOrder, success: 'orderCancelled', label: 'orders.cancel', confirm: 'orders.cancelConfirm', danger: true },
  receive: { endpoint: payment.receiveOrder, success: 'orderReceived', label: 'orders.receive', confirm: 'orders.receiveConfirm', danger: false },
} as const;

function OwnerActionButton({ order, action, onDone }: { order: Pick<PaymentOrder, 'orderNo'>; action: keyof typeof OWNER_ACTIONS; onDone?: () => void }) {
  const { t } = useTranslation('console');
  const config = OWNER_ACTIONS[action];
  const run = useAction(config.endpoint, { success: message(config.success), invalidates: 'all' });
  return (
    <Popconfirm
      title={t(config.confirm, { orderNo: order.orderNo })}
      okText={t(config.label)}
      cancelText={t('orders.keep')}
      onConfirm={async () => {
        if (await run.run({ orderNo: order.orderNo })) onDone?.();
      }}
    >
      <Button size="small" danger={config.danger} loading={run.running} data-testid={`order-${action}-${order.orderNo}`}>
        {t(config.label)}
      </Button>
    </Popconfirm>
  );
}

/** What the server offers the buyer now (`nextActions`): cancel, confirm receipt, each after a confirmation. */
export function OwnerOrderActions({ order, onDone }: { order: Pick<PaymentOrder, 'orderNo' | 'nextActions'>; onDone?: () => void }) {
  return (
    <>
      {(['cancel', 'receive'] as const)
        .filter((action) => order.nextActions.includes(action))
        .map((action) => (
          <OwnerActionButton key={action} order={order} action={action} onDone={onDone} />
        ))}
    </>
  );
}
