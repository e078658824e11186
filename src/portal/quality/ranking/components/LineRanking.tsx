import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { qualityPublic } from '../../endpoints';
import { useRankingState } from '../hooks';
import { RankingScope } from '../RankingScope';
import { LineTable } from './LineTable';
import { RankingEmpty } from './RankingEmpty';
import { RankingFilters } from './RankingFilters';
import { RankingNav } from './RankingNav';

const PAGE_SIZE = 20;

/**
 * The product-line ranking: published lines of a category, year and grade, highest total first. With
 * `categoryId` the category is fixed (`/rank/:id`).
 */
export function LineRanking({ categoryId }: { categoryId?: number }) {
  const { t } = useTranslation('qualityRanking');
  const state = useRankingState(categoryId);
  const { category, year, keyword, gradeId, pageNum, change } = state;
  const resources = useRemote((signal) => call(qualityPublic.steelResources, {}, { signal, silent: true }), 'grades');
  const grades = resources.data?.find((item) => item.id === category?.id)?.grades ?? [];
  const query = category && year ? { categoryId: category.id, year, gradeId, keyword, pageNum, pageSize: PAGE_SIZE } : undefined;
  const answer = useRemote(
    (signal) => (query ? call(qualityPublic.lines, query, { signal }) : Promise.resolve(undefined)),
    JSON.stringify(query ?? null),
    state.loaded,
  );
  const page = answer.data ?? (query ? answer.latest : undefined);
  const categoryLabel = category ? state.nameOf(category) : undefined;
  const filtered = Boolean(keyword || gradeId);

  return (
    <RankingScope testId="line-ranking">
      <header className="at-qrank__head">
        <div>
          <h1>{categoryId && categoryLabel ? t('lines.categoryTitle', { category: categoryLabel }) : t('lines.title')}</h1>
          <p className="at-qrank__muted">{t('lines.intro')}</p>
        </div>
        <RankingNav current={categoryId ? undefined : 'lines'} />
      </header>
      <RankingFilters
        categories={state.categories}
        category={category}
        categoryFixed={categoryId !== undefined}
        year={year}
        keyword={keyword}
        grades={grades}
        gradeId={gradeId}
        onChange={change}
      />
      {categoryId !== undefined && state.loaded && !category ? (
        <Empty description={t('lines.noCategory')} data-testid="ranking-no-category" />
      ) : state.loaded && !query ? (
        <RankingEmpty category={categoryLabel} year={year} />
      ) : page && page.list.length === 0 ? (
        filtered ? <Empty description={t('empty.noLineMatch')} data-testid="ranking-no-match" /> : <RankingEmpty category={categoryLabel} year={year} />
      ) : (
        <LineTable
          lines={page?.list ?? []}
          show={{ enterprise: true, price: true }}
          loading={answer.loading}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: (next) => change({ page: String(next) }) }}
        />
      )}
    </RankingScope>
  );
}
