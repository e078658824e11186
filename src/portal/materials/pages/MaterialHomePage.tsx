import { lazy, Suspense, useState } from 'react';
import { Alert, Badge, Button, Segmented, Skeleton, Space } from 'antd';
import { AppstoreOutlined, FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageOfPath } from '@contract/locales';
import { LIMITS } from '@contract/limits';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { session, useSession } from '../../../providers/session';
import { gradeEndpoints, searchHistory } from '../endpoints';
import { ExportButtons } from '../components/ExportButtons';
import type { FilterChoice } from '../components/FilterPanel';
import { MaterialsScope } from '../components/MaterialsScope';
import { Pager } from '../components/Pager';
import { ResultsView } from '../components/ResultsView';
import { SearchBar } from '../components/SearchBar';
import { UnitToggle } from '../components/UnitToggle';
import { collectPages, EXPORT_CAP, EXPORT_PAGE_SIZE } from '../export/collect';
import { MATERIAL_TYPES } from '../model/constants';
import { materialSearchRefs } from '../components/suggest/endpoints';
import {
  defaultSearchState,
  hasFilters,
  PAGE_SIZES,
  parseSearchState,
  searchStateToParams,
  SORTS,
  toSearchInput,
  type SearchState,
  type SortKey,
  type TypeChoice,
} from '../model/searchQuery';
import { useUnitSystem } from '../model/unitPreference';
import { useRemote } from '../../../components/useRemote';

// The filter form (antd Form, Select, InputNumber and the contract's zod schemas) loads when opened.
const FilterPanel = lazy(() => import('../components/FilterPanel'));
const sortLabelKey = (sort: SortKey) => `sort.${sort.replace(',', '_')}`;
const TYPE_TABS: readonly TypeChoice[] = ['all', ...MATERIAL_TYPES];
/** The search and filter options of the chosen tab: every type at once, or one type's own endpoints. */
const searchEndpoints = (type: TypeChoice) => (type === 'all' ? materialSearchRefs : gradeEndpoints(type));

/**
 * /material/materialHome: search by grade, alias, number, standard or name, over every material type (each
 * result labelled with its type) or one type's tab, with filters, in grid or list.
 */
function MaterialHome() {
  const { t } = useTranslation('materials');
  const [params, setParams] = useSearchParams();
  const { token } = useSession();
  const units = useUnitSystem();
  const state = parseSearchState(params);
  const query = searchStateToParams(state).toString();
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(state));
  const [historyRound, setHistoryRound] = useState(0);
  const input = toSearchInput(state);

  // Ranges (typed in the panel or in a link) are checked with the contract's schema before the search;
  // a reversed range shows 'Maximum cannot be less than minimum' here instead of a server refusal.
  const hasRanges = state.elements.length > 0 || state.properties.length > 0;
  const check = useRemote(() => import('../model/rangeRules').then(({ searchProblem }) => searchProblem(input)), query, hasRanges);
  const problem = hasRanges && check.data ? message(check.data) : null;
  const checked = !hasRanges || check.data === null;

  const results = useRemote((signal) => call(searchEndpoints(state.type).search, input, { signal }), query, checked);
  const facets = useRemote(
    (signal) => call(searchEndpoints(state.type).getSpecExtend, state.keyword ? { keyword: state.keyword } : {}, { signal, silent: true }),
    `${state.type}:${state.keyword}`,
    filtersOpen,
  );

  const go = (next: Partial<SearchState>) => setParams(searchStateToParams({ ...state, page: 1, ...next }));

  const onSearch = (keyword: string) => {
    go({ keyword });
    // Each record names its tab ('all' for every type); the all-types tab lists every record.
    if (keyword && session.isSignedIn()) {
      void call(searchHistory.saveRecode, { keyword, type: state.type }, { silent: true, stayOnTokenFailure: true })
        .then(() => setHistoryRound((round) => round + 1))
        .catch(() => undefined);
    }
  };

  const exportRows = async () => {
    const { searchResultsTable } = await import('../export/table');
    // The server says how far the caller may page (VIPs further): the export stops there.
    const cap = Math.min(EXPORT_CAP, page?.rowLimit ?? LIMITS.searchRowsFree);
    const { rows, total } = await collectPages((pageNum, pageSize) => call(searchEndpoints(state.type).search, toSearchInput(state, { pageNum, pageSize })), cap);
    const capped = cap < EXPORT_CAP ? t('export.cappedFree', { count: rows.length, total, cap, vipRows: LIMITS.searchRowsPrivileged }) : t('export.capped', { count: rows.length, total, cap });
    return {
      table: searchResultsTable(rows, units, t, languageOfPath(window.location.pathname)),
      notice: total > rows.length ? capped : undefined,
    };
  };

  const page = results.data ?? results.latest;
  const filterCount = state.elements.length + state.properties.length + [state.standard, state.country, state.category].filter(Boolean).length;

  return (
    <>
      <header className="at-mat-head">
        <h1>{t('home.title')}</h1>
        <p className="at-mat-muted">{t('home.intro')}</p>
      </header>
      <Segmented<TypeChoice>
        size="large"
        value={state.type}
        aria-label={t('search.typeLabel')}
        onChange={(type) => setParams(searchStateToParams({ ...defaultSearchState(type), keyword: state.keyword, view: state.view }))}
        options={TYPE_TABS.map((type) => ({
          value: type,
          label: <span data-testid={`type-tab-${type}`}>{type === 'all' ? t('search.allTypes') : t(`types.${type}`)}</span>,
        }))}
      />
      <SearchBar type={state.type} keyword={state.keyword} onSearch={onSearch} historyRound={historyRound} key={`${state.type}:${token}`} />

      <div className="at-mat-filters-toggle">
        <Badge count={filterCount} size="small" color="#0b3d91">
          <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(!filtersOpen)} aria-expanded={filtersOpen} data-testid="toggle-filters">
            {filtersOpen ? t('filters.hide') : t('filters.show')}
          </Button>
        </Badge>
      </div>
      {filtersOpen && (
        <Suspense fallback={<Skeleton active />}>
          <FilterPanel key={`${state.type}:${query}`} choice={state} facets={facets.data} onApply={(choice: FilterChoice) => go(choice)} />
        </Suspense>
      )}

      {problem && <Alert type="error" showIcon message={problem} className="at-mat-alert" data-testid="search-problem" />}

      <div className="at-mat-toolbar">
        <span data-testid="results-total">{page && !problem ? t('results.total', { count: page.total }) : '\u00a0'}</span>
        <Space wrap>
          <label className="at-mat-sort">
            <span className="at-mat-muted">{t('results.sort')}</span>
            <select
              className="at-mat-native-select"
              data-testid="sort"
              value={state.sort ?? (state.keyword ? 'relevance' : 'name,asc')}
              onChange={(event) => go({ sort: event.target.value as SortKey })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabelKey(sort))}
                </option>
              ))}
            </select>
          </label>
          <Segmented
            value={state.view}
            aria-label={t('view.label')}
            onChange={(view) => go({ view: view as SearchState['view'], page: state.page })}
            options={[
              { value: 'grid', icon: <AppstoreOutlined />, label: t('view.grid') },
              { value: 'list', icon: <UnorderedListOutlined />, label: <span data-testid="view-list">{t('view.list')}</span> },
            ]}
          />
          <UnitToggle />
          <ExportButtons build={exportRows} fileBase="materials" disabled={!page || page.total === 0 || problem !== null} testId="export-results" />
        </Space>
      </div>
      <p className="at-mat-muted at-mat-note">{t('export.capNote', { cap: EXPORT_CAP, pageSize: EXPORT_PAGE_SIZE })}</p>

      {!problem && <ResultsView grades={page?.list ?? []} view={state.view} loading={results.loading || !checked} />}

      {page && page.total > 0 && !problem && (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          total={page.total}
          sizes={PAGE_SIZES}
          onChange={(pageNum, pageSize) => go({ page: pageNum, pageSize })}
        />
      )}
    </>
  );
}

export default function MaterialHomePage() {
  return (
    <MaterialsScope>
      <MaterialHome />
    </MaterialsScope>
  );
}
