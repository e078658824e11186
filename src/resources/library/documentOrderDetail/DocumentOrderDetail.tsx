import { useCustom } from '@refinedev/core';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@contract/result';
import { ORDER_NO, payment, type PaymentOrderDetail } from '@contract/endpoints/payment';
import { message } from '../../../providers/i18n';
import { OwnerOrderActions, OrderDetailView, PayOrderLink } from '../../payment';
import { DownloadButton } from '../shared/DownloadButton';
import { downloadableItem } from '../shared/download';
import { DOCUMENT_ORDER_ROUTE } from '../documentOrder';

/** One of my orders: what was bought, the delivery address of a book, the amounts and discounts, the history. */
export default function DocumentOrderDetail() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const valid = ORDER_NO.test(orderNo);
  const { query, result } = useCustom<Envelope<PaymentOrderDetail>>({
    url: payment.getOrder.path,
    method: 'post',
    config: { payload: { orderNo } },
    errorNotification: false,
    queryOptions: { enabled: valid },
  });
  // getOrder answers the whole envelope (spec §7): the order is its data.
  const order = (result.data as Envelope<PaymentOrderDetail> | undefined)?.data;
  const back = (
    <Button onClick={() => void navigate(DOCUMENT_ORDER_ROUTE)} data-testid="order-back">
      {t('orders.back')}
    </Button>
  );

  if (valid && query.isLoading) return <Skeleton active />;
  if (!valid || !order) return <Alert type="error" showIcon message={message('orderNotFound')} action={back} data-testid="order-not-found" />;
  const itemId = downloadableItem(order);
  return (
    <OrderDetailView
      order={order}
      extra={
        <Space wrap>
          {itemId !== undefined && <DownloadButton itemId={itemId} testId="order-download" />}
          <PayOrderLink order={order} />
          <OwnerOrderActions order={order} />
          {back}
        </Space>
      }
    />
  );
}
