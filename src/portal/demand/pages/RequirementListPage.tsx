import { Button, Card, Select, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { DemandStateTag } from '../../../components/demand/StateTag';
import { DemandScope } from '../DemandScope';
import { EQUIPMENT_TYPES, PERMISSIONS, researchDemand, type EquipmentType, type PublicDemand } from '../endpoints';
import { DEMAND_PATHS } from '../paths';

const PAGE_SIZE = 12;

function DemandCard({ demand, mayQuote }: { demand: PublicDemand; mayQuote: boolean }) {
  const { t } = useTranslation('demand');
  const { t: tl } = useTranslation('laboratory');
  const navigate = useNavigate();
  const detail = DEMAND_PATHS.detail(demand.id);
  return (
    <Card
      title={
        <Link to={detail} className="at-demand__card-title" data-testid={`demand-card-${demand.demandNo}`}>
          {demand.title}
        </Link>
      }
      extra={<DemandStateTag state={demand.state} />}
      actions={[
        <Link key="view" to={detail}>
          {t('common.view')}
        </Link>,
        ...(mayQuote
          ? [
              <Button key="quote" type="link" size="small" onClick={() => void navigate(`${detail}#quote`)} data-testid={`demand-quote-${demand.demandNo}`}>
                {t('list.quote')}
              </Button>,
            ]
          : []),
      ]}
    >
      <div className="at-demand__muted">
        {demand.material} · {t('common.samples', { count: demand.sampleCount })} · {demand.equipmentType ? tl(`equipmentTypes.${demand.equipmentType}`) : t('common.anyType')}
      </div>
      <p className="at-demand__card-text">{demand.description}</p>
      <Space wrap size={16} className="at-demand__muted">
        <span>
          {t('fields.budget')}: {demand.budget === null ? t('common.noBudget') : formatFen(demand.budget)}
        </span>
        {demand.wishedDate && <span>{t('list.wished', { date: demand.wishedDate })}</span>}
        <span>
          {t('fields.quoteCount')}: {demand.quoteCount}
        </span>
      </Space>
    </Card>
  );
}

/** /cloud/requirementList — the demands that take quotes, newest first, by equipment type and keyword, paged. */
export default function RequirementListPage() {
  const { t } = useTranslation('demand');
  const { t: tl } = useTranslation('laboratory');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const mayQuote = permissions?.includes(PERMISSIONS.laboratoryOperate) ?? false;
  const { filters, pageNum, change } = useAddressFilters((params) => ({ keyword: params.get('keyword') || undefined, type: oneOf(EQUIPMENT_TYPES, params.get('type')) }));
  const { keyword, type: equipmentType } = filters;
  const query = { keyword, equipmentType, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(researchDemand.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  return (
    <DemandScope testId="requirement-list">
      <header className="at-demand__head">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="at-demand__muted">{t('list.intro')}</p>
        </div>
        <Button type="primary" onClick={() => void navigate(DEMAND_PATHS.fill)} data-testid="demand-file">
          {t('list.file')}
        </Button>
      </header>
      <div className="at-demand__filters">
        <FilterSearch defaultValue={keyword} label={t('list.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="demand-search" />
        <Select<EquipmentType | ''>
          aria-label={t('fields.equipmentType')}
          value={equipmentType ?? ''}
          onChange={(value) => change({ type: value || undefined })}
          options={[{ value: '', label: t('common.anyType') }, ...EQUIPMENT_TYPES.map((value) => ({ value, label: tl(`equipmentTypes.${value}`) }))]}
          style={{ minWidth: 220 }}
          data-testid="demand-type-filter"
        />
      </div>
      <PagedList
        page={page}
        empty={t('list.empty')}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(next) => change({ page: String(next) })}
        pagerClassName="at-demand__pager"
        showTotal={(total) => t('list.total', { total })}
      >
        {(list) => (
          <div className="at-demand__grid">
            {list.map((demand) => (
              <DemandCard key={demand.id} demand={demand} mayQuote={mayQuote} />
            ))}
          </div>
        )}
      </PagedList>
    </DemandScope>
  );
}
