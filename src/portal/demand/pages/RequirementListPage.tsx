import { Button, Card, Empty, Input, Pagination, Select, Skeleton, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
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
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const asked = params.get('type') ?? '';
  const equipmentType = (EQUIPMENT_TYPES as readonly string[]).includes(asked) ? (asked as EquipmentType) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, equipmentType, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(researchDemand.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { keyword: keyword || undefined, type: equipmentType, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

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
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="demand-search"
        />
        <Select<EquipmentType | ''>
          aria-label={t('fields.equipmentType')}
          value={equipmentType ?? ''}
          onChange={(value) => change({ type: value || undefined })}
          options={[{ value: '', label: t('common.anyType') }, ...EQUIPMENT_TYPES.map((value) => ({ value, label: tl(`equipmentTypes.${value}`) }))]}
          style={{ minWidth: 220 }}
          data-testid="demand-type-filter"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <>
          <div className="at-demand__grid">
            {page.list.map((demand) => (
              <DemandCard key={demand.id} demand={demand} mayQuote={mayQuote} />
            ))}
          </div>
          <div className="at-demand__pager">
            <Pagination
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              showTotal={(total) => t('list.total', { total })}
              onChange={(next) => change({ page: String(next) })}
            />
          </div>
        </>
      )}
    </DemandScope>
  );
}
