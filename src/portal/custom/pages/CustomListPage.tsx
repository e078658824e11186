import { Button, Empty, Result, Segmented, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomLabels } from '../../../components/customization';
import { FilterSearch } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { CustomScope } from '../CustomScope';
import { CUSTOM_PATHS, CUSTOM_STATES, customization, type CustomState } from '../endpoints';
import { CustomOrderTable } from '../list/CustomOrderTable';
import { loginPath } from '../paths';

const PAGE_SIZE = 10;
const ALL = 'all';

/** /custom/customList — the buyer's customization orders by state and keyword, newest first, paged; visitors sign in. */
export default function CustomListPage() {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const { filters, pageNum, change } = useAddressFilters((params) => ({ state: oneOf(CUSTOM_STATES, params.get('state')), keyword: params.get('keyword') || undefined }));
  const { state, keyword } = filters;
  const query = { state, keyword, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(customization.page, query, { signal }), JSON.stringify(query), Boolean(token));
  const page = answer.data ?? answer.latest;
  const newRequest = (
    <Button type="primary" onClick={() => void navigate(CUSTOM_PATHS.form)} data-testid="custom-new">
      {t('list.newRequest')}
    </Button>
  );

  if (!token)
    return (
      <CustomScope testId="custom-list-page">
        <Result
          status="info"
          title={t('list.visitor')}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath(location.pathname + location.search))} data-testid="custom-sign-in">
              {t('list.signIn')}
            </Button>
          }
        />
      </CustomScope>
    );

  return (
    <CustomScope testId="custom-list-page">
      <header className="at-custom__head">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="at-custom__muted">{t('list.intro')}</p>
        </div>
        {newRequest}
      </header>
      <div className="at-custom__filters">
        <Segmented<CustomState | typeof ALL>
          value={state ?? ALL}
          onChange={(value) => change({ state: value === ALL ? undefined : value })}
          options={[{ value: ALL, label: t('list.all') }, ...CUSTOM_STATES.map((code) => ({ value: code, label: labels.state(code) }))]}
          data-testid="custom-state-filter"
        />
        <FilterSearch defaultValue={keyword} label={t('list.search')} onSearch={(value) => change({ keyword: value })} maxWidth={320} testId="custom-search" />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.total === 0 && !state && !keyword ? (
        <Empty description={t('list.empty')} data-testid="custom-empty">
          {newRequest}
        </Empty>
      ) : (
        <CustomOrderTable rows={page.list} total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} loading={answer.loading} onPage={(next) => change({ page: String(next) })} />
      )}
    </CustomScope>
  );
}
