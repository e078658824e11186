import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/pagedList/PagedList';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { qualityPublic } from '../../endpoints';
import { ReportCard } from '../components/ReportCard';
import { RankingNav } from '../components/RankingNav';
import { idOf } from '../format';
import { useCategories, useRankingAddress } from '../hooks';
import { RankingScope } from '../RankingScope';

const PAGE_SIZE = 12;

/** /economy/enconomyList — the reports for sale: every published line's full report, by category, year and keyword. */
export default function ReportListPage() {
  const { t } = useTranslation('qualityRanking');
  const { categories, nameOf } = useCategories('reportCategory');
  const { filters, pageNum, change } = useRankingAddress();
  const category = categories.find((item) => item.id === idOf(filters.categoryId));
  const year = category?.years.find((item) => item === idOf(filters.year));
  const query = { categoryId: category?.id, year, keyword: filters.keyword, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(qualityPublic.lines, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  return (
    <RankingScope testId="report-list">
      <header className="at-qrank__head">
        <div>
          <h1>{t('reports.title')}</h1>
          <p className="at-qrank__muted">{t('reports.intro')}</p>
        </div>
        <RankingNav current="reports" />
      </header>
      <div className="at-qrank__filters" role="search">
        <Select<number | 0>
          aria-label={t('filters.category')}
          value={category?.id ?? 0}
          onChange={(value) => change({ categoryId: value ? String(value) : undefined, year: undefined })}
          options={[{ value: 0, label: t('filters.allCategories') }, ...categories.map((item) => ({ value: item.id, label: t('filters.categoryOption', { name: nameOf(item), count: item.lines }) }))]}
          style={{ minWidth: 220 }}
          data-testid="reports-category"
        />
        <Select<number | 0>
          aria-label={t('filters.year')}
          value={year ?? 0}
          disabled={!category}
          onChange={(value) => change({ year: value ? String(value) : undefined })}
          options={[{ value: 0, label: t('filters.allYears') }, ...(category?.years ?? []).map((value) => ({ value, label: t('filters.yearOption', { year: value }) }))]}
          style={{ minWidth: 140 }}
        />
        <Input.Search
          key={filters.keyword ?? ''}
          allowClear
          defaultValue={filters.keyword}
          placeholder={t('filters.keyword')}
          aria-label={t('filters.keyword')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 320 }}
        />
      </div>
      <PagedList
        page={page}
        empty={filters.keyword || category ? t('empty.noLineMatch') : t('reports.empty')}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(next) => change({ page: String(next) })}
        pagerClassName="at-qrank__pager"
        showTotal={(total) => t('reports.total', { count: total })}
      >
        {(list) => (
          <div className="at-qrank__grid" data-testid="report-cards">
            {list.map((line) => (
              <ReportCard key={line.id} line={line} />
            ))}
          </div>
        )}
      </PagedList>
    </RankingScope>
  );
}
