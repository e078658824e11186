import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { qualityPublic } from '../../endpoints';
import { EnterpriseTable } from '../components/EnterpriseTable';
import { RankingEmpty } from '../components/RankingEmpty';
import { RankingFilters } from '../components/RankingFilters';
import { MethodVersionLink, RankingNav } from '../components/RankingNav';
import { useRankingState } from '../hooks';
import { RankingScope } from '../RankingScope';

const PAGE_SIZE = 20;

/** /quality/qualityRanking — enterprises by the mean total of their published lines of a category and year. */
export default function EnterpriseRankingPage() {
  const { t } = useTranslation('qualityRanking');
  const state = useRankingState();
  const { category, year, keyword, pageNum, change } = state;
  const query = category && year ? { categoryId: category.id, year, keyword, pageNum, pageSize: PAGE_SIZE } : undefined;
  const answer = useRemote(
    (signal) => (query ? call(qualityPublic.companyRanking, query, { signal }) : Promise.resolve(undefined)),
    JSON.stringify(query ?? null),
    state.loaded,
  );
  const method = useRemote((signal) => call(qualityPublic.getParam, {}, { signal, silent: true }), 'method');
  const page = answer.data ?? (query ? answer.latest : undefined);
  const categoryLabel = category ? state.nameOf(category) : undefined;

  return (
    <RankingScope testId="enterprise-ranking">
      <header className="at-qrank__head">
        <div>
          <h1>{t('enterprises.title')}</h1>
          <p className="at-qrank__muted">
            {t('enterprises.intro')} <MethodVersionLink version={method.data?.version} />
          </p>
        </div>
        <RankingNav current="enterprises" />
      </header>
      <RankingFilters categories={state.categories} category={category} year={year} keyword={keyword} onChange={change} />
      {state.loaded && !query ? (
        <RankingEmpty category={categoryLabel} year={year} />
      ) : page && page.list.length === 0 ? (
        keyword ? (
          <Empty description={t('empty.noMatch', { keyword })} data-testid="ranking-no-match" />
        ) : (
          <RankingEmpty category={categoryLabel} year={year} />
        )
      ) : (
        <EnterpriseTable
          rows={page?.list ?? []}
          loading={answer.loading}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: (next) => change({ page: String(next) }) }}
        />
      )}
    </RankingScope>
  );
}
