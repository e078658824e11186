import { Button, Input, Result, Skeleton, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { OfferGrid } from '../components/OfferGrid';
import { PLATFORM_SERVICES, SERVICE_CATEGORY_KEYS, SERVICE_LIMITS, serviceHall } from '../endpoints';
import { SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

const PAGE_SIZE = 12;

/** The platform's own services: one card per portal module, leading to it. */
function PlatformServices() {
  const { t } = useTranslation('serviceHall');
  return (
    <section className="at-hall__section" aria-labelledby="platform-services">
      <header className="at-hall__head">
        <div>
          <h2 id="platform-services">{t('hall.platformTitle')}</h2>
          <p className="at-hall__muted">{t('hall.platformIntro')}</p>
        </div>
      </header>
      <ul className="at-hall__platform" data-testid="platform-services">
        {PLATFORM_SERVICES.map((service) => (
          <li key={service.key}>
            <Link to={service.path} data-testid={`platform-service-${service.key}`}>
              <strong>{t(`categories.${service.key}.name`)}</strong>
              <span className="at-hall__muted">{t(`categories.${service.key}.platform`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /allServer and /allServer/allServer — the service hall: the platform's own services, then the services companies
 * publish (approved ones only) by category, keyword and region, paged; filters live in the address.
 */
export default function ServiceHallPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const { filters, pageNum, change } = useAddressFilters((params) => ({
    category: oneOf(SERVICE_CATEGORY_KEYS, params.get('category')),
    keyword: params.get('keyword')?.slice(0, SERVICE_LIMITS.keywordMax) || undefined,
    region: params.get('region')?.slice(0, SERVICE_LIMITS.regionMax) || undefined,
  }));
  const query = { ...filters, pageNum: Math.min(100000, pageNum), pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(serviceHall.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const filtered = Boolean(filters.keyword || filters.region);

  return (
    <ServiceHallScope testId="service-hall">
      <header className="at-hall__head">
        <div>
          <h1>{t('hall.title')}</h1>
          <p className="at-hall__muted">{t('hall.intro')}</p>
        </div>
        <Button type="primary" onClick={() => void navigate(SERVICE_PATHS.add)} data-testid="hall-publish">
          {t('hall.publish')}
        </Button>
      </header>
      <PlatformServices />
      <section aria-labelledby="company-services">
        <header className="at-hall__head">
          <div>
            <h2 id="company-services">{t('hall.companyTitle')}</h2>
            <p className="at-hall__muted">{t('hall.companyIntro')}</p>
          </div>
        </header>
        <Tabs
          activeKey={filters.category ?? 'all'}
          onChange={(key) => change({ category: key === 'all' ? undefined : key })}
          items={[{ key: 'all', label: t('hall.allCategories') }, ...SERVICE_CATEGORY_KEYS.map((key) => ({ key, label: t(`categories.${key}.name`) }))]}
          data-testid="hall-categories"
        />
        <div className="at-hall__filters">
          <Input.Search
            key={`keyword-${filters.keyword ?? ''}`}
            allowClear
            defaultValue={filters.keyword}
            placeholder={t('hall.search')}
            aria-label={t('hall.search')}
            maxLength={SERVICE_LIMITS.keywordMax}
            onSearch={(value) => change({ keyword: value.trim() || undefined })}
            style={{ maxWidth: 360 }}
            data-testid="hall-search"
          />
          <Input.Search
            key={`region-${filters.region ?? ''}`}
            allowClear
            defaultValue={filters.region}
            placeholder={t('hall.region')}
            aria-label={t('hall.region')}
            maxLength={SERVICE_LIMITS.regionMax}
            onSearch={(value) => change({ region: value.trim() || undefined })}
            style={{ maxWidth: 220 }}
            data-testid="hall-region"
          />
        </div>
        {answer.error !== undefined && !page ? (
          <Result status="warning" title={t('hall.loadFailed')} extra={<Button onClick={answer.reload}>{t('common.retry')}</Button>} />
        ) : !page ? (
          <Skeleton active />
        ) : (
          <OfferGrid page={page} pageSize={PAGE_SIZE} empty={filtered ? t('hall.noResult') : t('hall.empty')} onPage={(next) => change({ page: String(next) })} />
        )}
      </section>
    </ServiceHallScope>
  );
}
