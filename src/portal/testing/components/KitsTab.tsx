import { useTranslation } from 'react-i18next';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { examineContent } from '../endpoints';
import { KitCard } from './KitCards';

const PAGE_SIZE = 12;

/** Public test kits (the platform's first, then users' approved kits), each to order as it is. */
export function KitsTab() {
  const { t } = useTranslation('testing');
  const { filters, pageNum, change } = useAddressFilters((params) => ({ keyword: params.get('keyword') || undefined }), { tab: 'kits' });
  const query = { keyword: filters.keyword, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(examineContent.kitPage, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  return (
    <>
      <div className="at-testing__filters">
        <FilterSearch defaultValue={filters.keyword} label={t('kits.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="kits-search" />
      </div>
      <PagedList page={page} empty={t('kits.empty')} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={(next) => change({ page: String(next) })} pagerClassName="at-testing__pager">
        {(list) => (
          <div className="at-testing__grid" data-testid="kit-cards">
            {list.map((kit) => (
              <KitCard key={kit.id} kit={kit} />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
