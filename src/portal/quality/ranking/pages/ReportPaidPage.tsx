import { Button, Result, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../../components/format/money';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { useSession } from '../../../../providers/session';
import { QUALITY_PATHS, isPaidState, payment } from '../../endpoints';
import { ReportDownloadButton } from '../../../../components/quality';
import { idOf } from '../format';
import { loginPath } from '../paths';
import { RankingScope } from '../RankingScope';

/** /economy/paySuccess?orderNo= — a report order paid: download the report now, or later from My report orders. */
export default function ReportPaidPage() {
  const { t } = useTranslation('qualityRanking');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const answer = useRemote(
    (signal) => call(payment.getOrder, { orderNo }, { signal, silent: true }).then((body) => body.data),
    `${orderNo}#${token ? 'in' : 'out'}`,
    Boolean(token && orderNo),
  );
  const order = answer.data;
  const lineId = order?.kind === 'report' ? idOf(order.itemRef) : undefined;
  const myOrders = <Link to={QUALITY_PATHS.myOrders}>{t('paid.myOrders')}</Link>;

  if (!token) {
    return (
      <RankingScope testId="paid-sign-in">
        <Result
          status="info"
          title={t('paid.signIn')}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath(location.pathname + location.search))}>
              {t('paid.signInButton')}
            </Button>
          }
        />
      </RankingScope>
    );
  }
  if (!orderNo || answer.error !== undefined || (order && !lineId)) {
    return (
      <RankingScope testId="paid-missing">
        <Result status="warning" title={t('paid.missing')} extra={myOrders} />
      </RankingScope>
    );
  }
  if (!order || !lineId) {
    return (
      <RankingScope>
        <Skeleton active />
      </RankingScope>
    );
  }
  if (!isPaidState(order.state)) {
    return (
      <RankingScope testId="paid-not-yet">
        <Result
          status="info"
          title={order.state === 'waiting' ? t('paid.waiting') : t('paid.cancelled')}
          subTitle={order.itemName}
          extra={[
            order.state === 'waiting' ? (
              <Button key="pay" type="primary" onClick={() => void navigate(QUALITY_PATHS.pay(order.orderNo))}>
                {t('report.continuePaying')}
              </Button>
            ) : (
              <Link key="line" to={QUALITY_PATHS.line(lineId)}>
                {t('order.toLine')}
              </Link>
            ),
          ]}
        />
      </RankingScope>
    );
  }
  return (
    <RankingScope testId="report-paid">
      <Result
        status="success"
        title={t('paid.title', { amount: formatFen(order.amount) })}
        subTitle={t('paid.subtitle', { item: order.itemName, orderNo: order.orderNo })}
        extra={[
          <ReportDownloadButton key="download" lineId={lineId} type="primary" label={t('report.download')} fileName={`${order.itemName}.pdf`} testId="report-download" />,
          <Link key="line" to={QUALITY_PATHS.line(lineId)}>
            {t('paid.toLine')}
          </Link>,
          <Link key="orders" to={QUALITY_PATHS.myOrders}>
            {t('paid.myOrders')}
          </Link>,
        ]}
      />
    </RankingScope>
  );
}
