import { Descriptions, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { QUALITY_PATHS, qualityPublic } from '../../endpoints';
import { LineTable } from '../components/LineTable';
import { RankingNav } from '../components/RankingNav';
import { usePageId } from '../hooks';
import { RankingScope } from '../RankingScope';

/** /economy/economyConDetail?id= (also /conDetail/:id) — a ranked enterprise: who it is and its published lines. */
export default function EnterprisePage() {
  const { t } = useTranslation('qualityRanking');
  const id = usePageId();
  const answer = useRemote(
    (signal) => (id ? call(qualityPublic.company, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const enterprise = answer.data ?? (answer.latest?.id === id ? answer.latest : undefined);

  if (!id || (answer.error !== undefined && !enterprise)) {
    return (
      <RankingScope testId="enterprise-missing">
        <Result status="404" title={t('enterprise.missing')} extra={<Link to={QUALITY_PATHS.ranking}>{t('nav.enterprises')}</Link>} />
      </RankingScope>
    );
  }
  if (!enterprise) {
    return (
      <RankingScope>
        <Skeleton active />
      </RankingScope>
    );
  }
  return (
    <RankingScope testId="enterprise-detail">
      <header className="at-qrank__head">
        <h1>{enterprise.name}</h1>
        <RankingNav />
      </header>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('enterprise.creditCode')}>{enterprise.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t('enterprise.address')}>{enterprise.address}</Descriptions.Item>
        <Descriptions.Item label={t('enterprise.lineCount')}>{enterprise.lines.length}</Descriptions.Item>
      </Descriptions>
      <section>
        <h2>{t('enterprise.lines')}</h2>
        <LineTable lines={enterprise.lines} show={{ category: true, year: true, price: true }} markTies={false} testId="enterprise-lines" />
      </section>
    </RankingScope>
  );
}
