import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { LoginOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../../components/format/money';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { useSession } from '../../../../providers/session';
import { QUALITY_PATHS, payment, qualityPublic } from '../../endpoints';
import { categoryName } from '../../../../components/quality';
import { formatTotal } from '../format';
import { usePageId } from '../hooks';
import { loginPath } from '../paths';
import { RankingScope } from '../RankingScope';

/**
 * /economy/economyOrder?id= — confirming the order of a line's report: what it is and costs, then the order
 * (`payment/saveReportOrder`, once per buyer) and its payment page. The server's refusals (already bought, your
 * enterprise's own line) are shown with the way to the line, where the report downloads.
 */
export default function ReportOrderPage() {
  const { t, i18n } = useTranslation('qualityRanking');
  const id = usePageId();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const answer = useRemote(
    (signal) => (id ? call(qualityPublic.checkById, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    `${id}#${token ? 'in' : 'out'}`,
  );
  const line = answer.data ?? (answer.latest?.id === id ? answer.latest : undefined);

  if (!id || (answer.error !== undefined && !line)) {
    return (
      <RankingScope testId="order-missing">
        <Result status="404" title={t('detail.missing')} extra={<Link to={QUALITY_PATHS.reportList}>{t('nav.reports')}</Link>} />
      </RankingScope>
    );
  }
  if (!line) {
    return (
      <RankingScope>
        <Skeleton active />
      </RankingScope>
    );
  }

  const confirm = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const { data: order } = await call(payment.saveReportOrder, { id: line.id }, { silent: true });
      void navigate(QUALITY_PATHS.pay(order.orderNo));
    } catch (error) {
      setRefusal((error as { message?: string }).message ?? t('order.failed'));
      answer.reload();
    } finally {
      setBusy(false);
    }
  };

  const { report } = line;
  return (
    <RankingScope testId="report-order">
      <h1>{t('order.title')}</h1>
      <Card>
        <Descriptions column={1} size="small" bordered data-testid="order-line">
          <Descriptions.Item label={t('order.item')}>{t('order.itemName', { product: line.productName, grade: line.grade.name, year: line.year })}</Descriptions.Item>
          <Descriptions.Item label={t('table.enterprise')}>{line.enterprise.name}</Descriptions.Item>
          <Descriptions.Item label={t('table.category')}>{categoryName(line.category, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.gradeStandard')}>
            {line.grade.name} ({line.grade.standardCode})
          </Descriptions.Item>
          <Descriptions.Item label={t('table.total')}>{formatTotal(line.total)}</Descriptions.Item>
          <Descriptions.Item label={t('order.price')}>
            <span className="at-qrank__price" data-testid="order-price">
              {formatFen(report.price)}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <p className="at-qrank__muted">{t('order.note')}</p>
        {refusal && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="order-refused"
            message={refusal}
            action={<Link to={QUALITY_PATHS.line(line.id)}>{t('order.toLine')}</Link>}
          />
        )}
        {report.canDownload ? (
          <Alert
            type="success"
            showIcon
            data-testid="order-not-needed"
            message={t('report.available')}
            action={<Link to={QUALITY_PATHS.line(line.id)}>{t('order.toLine')}</Link>}
          />
        ) : !token ? (
          <Button type="primary" size="large" icon={<LoginOutlined />} onClick={() => void navigate(loginPath(location.pathname + location.search))} data-testid="order-sign-in">
            {t('report.signInToBuy')}
          </Button>
        ) : report.waitingOrderNo ? (
          <Button type="primary" size="large" icon={<ShoppingCartOutlined />} onClick={() => void navigate(QUALITY_PATHS.pay(report.waitingOrderNo ?? ''))} data-testid="order-continue">
            {t('report.continuePaying')}
          </Button>
        ) : (
          <Button type="primary" size="large" icon={<ShoppingCartOutlined />} loading={busy} onClick={() => void confirm()} data-testid="order-confirm">
            {t('order.confirm')}
          </Button>
        )}
      </Card>
    </RankingScope>
  );
}
