import { Button, Card, Typography } from 'antd';
import { LoginOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../../components/format/money';
import { useSession } from '../../../../providers/session';
import { QUALITY_PATHS, type LineDetail } from '../../endpoints';
import { loginPath } from '../paths';
import { ReportDownloadButton } from '../../../../components/quality';

/** The report file's name when the server gives none. */
export const reportFileName = (line: Pick<LineDetail, 'id' | 'productName' | 'year'>) => `${line.productName}-${line.year}-${line.id}.pdf`;

/**
 * A line's full report: its price, and what the viewer may do — download it (bought, of the enterprise, auditor),
 * continue paying a waiting order, buy it, or sign in to buy.
 */
export function ReportBox({ line }: { line: Pick<LineDetail, 'id' | 'productName' | 'year' | 'report'> }) {
  const { t } = useTranslation('qualityRanking');
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { report } = line;
  const here = location.pathname + location.search;
  return (
    <Card title={t('report.title')} data-testid="report-box">
      <Typography.Paragraph type="secondary">{t('report.what')}</Typography.Paragraph>
      <p className="at-qrank__price" data-testid="report-price">
        {formatFen(report.price)}
      </p>
      <div className="at-qrank__actions">
        {report.canDownload ? (
          <>
            <ReportDownloadButton lineId={line.id} type="primary" block label={t('report.download')} fileName={reportFileName(line)} testId="report-download" />
            <Typography.Text type="secondary" data-testid="report-available">
              {t('report.available')}
            </Typography.Text>
          </>
        ) : !token ? (
          <Button type="primary" block icon={<LoginOutlined />} onClick={() => void navigate(loginPath(here))} data-testid="report-sign-in">
            {t('report.signInToBuy')}
          </Button>
        ) : report.waitingOrderNo ? (
          <Button type="primary" block icon={<ShoppingCartOutlined />} onClick={() => void navigate(QUALITY_PATHS.pay(report.waitingOrderNo ?? ''))} data-testid="report-continue">
            {t('report.continuePaying')}
          </Button>
        ) : (
          <Button type="primary" block icon={<ShoppingCartOutlined />} onClick={() => void navigate(QUALITY_PATHS.order(line.id))} data-testid="report-buy">
            {t('report.buy')}
          </Button>
        )}
      </div>
    </Card>
  );
}
