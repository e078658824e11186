import { Button, Descriptions, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { OfferGrid } from '../components/OfferGrid';
import { serviceHall, testerDetailPath } from '../endpoints';
import { idFrom, qualityEnterprisePath, SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

const PAGE_SIZE = 12;

/**
 * /allServer/brandDetail?id= (a company id) — a company's brand page: what other public pages already show of it (its
 * name, its approved laboratory, its quality-ranking entry) and its approved services. A company without any approved
 * service has no brand page.
 */
export default function BrandDetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = idFrom(params.get('id'));
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { id: id ?? 0, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(serviceHall.brand, query, { signal, silent: true }), JSON.stringify(query), id !== undefined);
  const brand = answer.data ?? answer.latest;

  return (
    <ServiceHallScope testId="brand-detail">
      {id === undefined || (answer.error !== undefined && !brand) ? (
        <Result
          status="warning"
          title={id === undefined ? t('brand.noId') : t('brand.notFound')}
          extra={<Button onClick={() => void navigate(SERVICE_PATHS.hall)}>{t('common.toHall')}</Button>}
        />
      ) : !brand ? (
        <Skeleton active />
      ) : (
        <>
          <header className="at-hall__head">
            <div>
              <h1>{brand.companyName}</h1>
              <p className="at-hall__muted">{t('brand.intro')}</p>
            </div>
            <Button onClick={() => void navigate(SERVICE_PATHS.hall)}>{t('common.toHall')}</Button>
          </header>
          {(brand.laboratory || brand.qualityEnterprise) && (
            <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }} data-testid="brand-facts">
              {brand.laboratory && (
                <Descriptions.Item label={t('brand.laboratory')}>
                  <Link to={testerDetailPath(brand.laboratory.id)}>{brand.laboratory.name}</Link>
                </Descriptions.Item>
              )}
              {brand.qualityEnterprise && (
                <Descriptions.Item label={t('brand.qualityEnterprise')}>
                  <Link to={qualityEnterprisePath(brand.qualityEnterprise.id)}>{brand.qualityEnterprise.name}</Link>
                </Descriptions.Item>
              )}
            </Descriptions>
          )}
          <h2 style={{ fontSize: 20 }}>{t('brand.offers', { count: brand.offers.total })}</h2>
          <OfferGrid
            page={brand.offers}
            pageSize={PAGE_SIZE}
            empty={t('brand.notFound')}
            onPage={(next) => setParams({ id: String(id), ...(next > 1 ? { page: String(next) } : {}) })}
          />
        </>
      )}
    </ServiceHallScope>
  );
}
