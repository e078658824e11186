import { useCustom } from '@refinedev/core';
import { Alert, Button, Skeleton, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@contract/result';
import { ORDER_NO, payment, type PaymentOrderDetail } from '@contract/endpoints/payment';
import { QUALITY_PATHS } from '@contract/endpoints/quality';
import { message } from '../../../providers/i18n';
import { OwnerOrderActions, OrderDetailView, PayOrderLink } from '../../payment';
import { ReportDownloadButton } from '../../../components/quality';
import { downloadableLine, lineOfOrder } from '../shared/reportOrders';
import { REPORT_ORDER_ROUTE } from '../shared/paths';

/** One of my report orders: the line it is for, the amounts, how it was paid, the history; the report once paid. */
export default function ReportOrderDetail() {
  const { t } = useTranslation(['qualityConsole', 'console']);
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
    <Button onClick={() => void navigate(REPORT_ORDER_ROUTE)} data-testid="order-back">
      {t('console:orders.back')}
    </Button>
  );

  if (valid && query.isLoading) return <Skeleton active />;
  if (!valid || !order || order.kind !== 'report') {
    return <Alert type="error" showIcon message={message('orderNotFound')} action={back} data-testid="order-not-found" />;
  }
  const lineId = lineOfOrder(order);
  const downloadable = downloadableLine(order);
  return (
    <OrderDetailView
      order={order}
      extra={
        <Space wrap>
          {lineId !== undefined && (
            <Link to={QUALITY_PATHS.line(lineId)} data-testid="order-line">
              {t('orders.line')}
            </Link>
          )}
          {downloadable !== undefined && <ReportDownloadButton lineId={downloadable} size="small" label={t('orders.download')} fileName={t('orders.reportFileName', { id: downloadable })} testId="order-download" />}
          <PayOrderLink order={order} />
          <OwnerOrderActions order={order} />
          {back}
        </Space>
      }
    />
  );
}
