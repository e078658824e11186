import { useCustom } from '@refinedev/core';
import { Button, Drawer, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { payOrderAdmin, type PaymentOrderDetail } from '@contract/endpoints/payment';
import { OrderDetailView } from '../shared/OrderDetailView';
import { NOTE_ACTIONS, NOTE_TEXTS, type NoteTarget } from './OrderNoteModal';

/** One payment order for the administrators: buyer, item, amounts, payment and history. */
export function OrderDrawer({
  orderNo,
  onClose,
  onNote,
}: {
  orderNo: string | undefined;
  onClose: () => void;
  onNote: (target: NoteTarget) => void;
}) {
  const { t } = useTranslation('console');
  const { query, result } = useCustom<PaymentOrderDetail>({
    url: payOrderAdmin.detail.path,
    method: 'get',
    config: { query: { orderNo } },
    errorNotification: false,
    queryOptions: { enabled: orderNo !== undefined },
  });
  // Refine answers an empty object until the data has arrived; an earlier order's data while the next one loads.
  const answer = result.data as PaymentOrderDetail | Record<string, never>;
  const order = orderNo !== undefined && answer.orderNo === orderNo ? (answer as PaymentOrderDetail) : undefined;
  return (
    <Drawer open={orderNo !== undefined} onClose={onClose} title={t('orders.detailTitle')} width={720} destroyOnHidden data-testid="pay-order-drawer">
      {query.isError ? (
        <Empty description={t('orders.notFound')} />
      ) : !order ? (
        <Skeleton active />
      ) : (
        <OrderDetailView
          order={order}
          showBuyer
          extra={NOTE_ACTIONS.filter((action) => order.nextActions.includes(action)).map((action) => (
            <Button key={action} type="primary" size="small" onClick={() => onNote({ orderNo: order.orderNo, action })} data-testid={`order-${action}`}>
              {t(`${NOTE_TEXTS[action]}.confirm`)}
            </Button>
          ))}
        />
      )}
    </Drawer>
  );
}
