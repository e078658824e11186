import { Button, Card, Descriptions, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../../components/format/money';
import { QUALITY_PATHS, type LineSummary } from '../../endpoints';
import { categoryName } from '../../../../components/quality';
import { formatTotal } from '../format';

/** A line's report for sale: whose line it is, its score and the price; view the line or buy its report. */
export function ReportCard({ line }: { line: LineSummary }) {
  const { t, i18n } = useTranslation('qualityRanking');
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      data-testid={`report-card-${line.id}`}
      title={<Link to={QUALITY_PATHS.line(line.id)}>{t('reports.cardTitle', { product: line.productName, grade: line.grade.name, year: line.year })}</Link>}
      extra={<span className="at-qrank__price" style={{ fontSize: 18 }}>{formatFen(line.reportPrice)}</span>}
      actions={[
        <Link key="view" to={QUALITY_PATHS.line(line.id)} data-testid={`report-view-${line.id}`}>
          {t('reports.view')}
        </Link>,
        <Button key="buy" type="link" onClick={() => void navigate(QUALITY_PATHS.order(line.id))} data-testid={`report-buy-${line.id}`}>
          {t('report.buy')}
        </Button>,
      ]}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('table.enterprise')}>
          <Link to={QUALITY_PATHS.enterprise(line.enterprise.id)}>{line.enterprise.name}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('table.category')}>{categoryName(line.category, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('table.grade')}>
          {line.grade.name} ({line.grade.standardCode})
        </Descriptions.Item>
        <Descriptions.Item label={t('table.total')}>
          <strong className="at-qrank__num">{formatTotal(line.total)}</strong>
          {line.smallSample && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              {t('table.smallSample')}
            </Tag>
          )}{' '}
          <span className="at-qrank__muted">{t('table.rankOf', { rank: line.rank, year: line.year })}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
