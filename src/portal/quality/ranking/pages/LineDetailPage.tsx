import { Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../components/format/dateTime';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { useSession } from '../../../../providers/session';
import { QUALITY_PATHS, qualityPublic, type LineDetail } from '../../endpoints';
import { Improvements, LimitsTable, ScoreBreakdown, categoryName } from '../../../../components/quality';
import { LineTable } from '../components/LineTable';
import { MethodVersionLink, RankingNav } from '../components/RankingNav';
import { ReportBox } from '../components/ReportBox';
import { usePageId } from '../hooks';
import { RANKING_PATHS } from '../paths';
import { RankingScope } from '../RankingScope';

function LineFacts({ line }: { line: LineDetail }) {
  const { t, i18n } = useTranslation('qualityRanking');
  const category = categoryName(line.category, i18n.language);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="line-facts">
      <Descriptions.Item label={t('table.enterprise')}>
        <Link to={QUALITY_PATHS.enterprise(line.enterprise.id)} data-testid="line-enterprise">
          {line.enterprise.name}
        </Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('table.product')}>{line.productName}</Descriptions.Item>
      <Descriptions.Item label={t('table.category')}>
        <Link to={RANKING_PATHS.categoryLines(line.category.id)}>{category}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.gradeStandard')}>
        {line.grade.name} ({line.grade.standardCode})
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.steelmakingLine')}>{line.steelmakingLine}</Descriptions.Item>
      <Descriptions.Item label={t('detail.rollingLine')}>{line.rollingLine}</Descriptions.Item>
      <Descriptions.Item label={t('table.year')}>{line.year}</Descriptions.Item>
      <Descriptions.Item label={t('detail.method')}>
        <MethodVersionLink version={line.methodVersion} />
      </Descriptions.Item>
      <Descriptions.Item label={t('table.rank')}>
        <span data-testid="line-rank">{t('detail.rankIn', { rank: line.rank, category, year: line.year })}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.published')}>{formatDate(line.publishTime)}</Descriptions.Item>
    </Descriptions>
  );
}

/** /economy/economyDetail?id= (also /economy/:id) — one ranked line: its score and workings, its neighbours, and its report. */
export default function LineDetailPage() {
  const { t } = useTranslation('qualityRanking');
  const id = usePageId();
  const { token } = useSession();
  const answer = useRemote(
    (signal) => (id ? call(qualityPublic.checkById, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    `${id}#${token ? 'in' : 'out'}`,
  );
  const line = answer.data ?? (answer.latest?.id === id ? answer.latest : undefined);

  if (!id || (answer.error !== undefined && !line)) {
    return (
      <RankingScope testId="line-missing">
        <Result status="404" title={t('detail.missing')} extra={<Link to={QUALITY_PATHS.lineRanking}>{t('nav.lines')}</Link>} />
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
  return (
    <RankingScope testId="line-detail">
      <header className="at-qrank__head">
        <div>
          <h1>
            {line.productName} <span className="at-qrank__muted">{line.grade.name}</span>
          </h1>
          <p className="at-qrank__muted">
            {line.enterprise.name} · {line.year}{' '}
            {line.smallSample && <Tag color="orange">{t('table.smallSample')}</Tag>}
          </p>
        </div>
        <RankingNav />
      </header>
      <div className="at-qrank__detail">
        <div className="at-qrank__stack">
          <LineFacts line={line} />
          <Card title={t('detail.score')}>
            <ScoreBreakdown score={line.score} />
          </Card>
          <Card>
            <Improvements improvements={line.score.improvements} />
          </Card>
          <Card>
            <LimitsTable limits={line.limits} />
          </Card>
          <Card title={t('detail.neighbours', { year: line.year })}>
            <LineTable lines={line.neighbours} currentId={line.id} show={{ enterprise: true }} testId="line-neighbours" />
          </Card>
        </div>
        <aside>
          <ReportBox line={line} />
        </aside>
      </div>
    </RankingScope>
  );
}
