import { Button, Card, Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { CloudScope } from '../components/CloudScope';
import { fileViewUrl, PRODUCT_TYPES, recommendedProduct, type ProductType, type PublicProduct } from '../endpoints';
import { useRemote } from '../../../components/useRemote';
import { PUBLIC_PATHS } from '@contract/publicPages';

const PAGE_SIZE = 12;

function lowestPrice(product: PublicProduct) {
  return Math.min(...product.specs.map((spec) => spec.price));
}

function ProductCard({ product }: { product: PublicProduct }) {
  const { t } = useTranslation('cloud');
  return (
    <Link to={PUBLIC_PATHS.product(product.id)} data-testid={`product-card-${product.name}`}>
      <Card
        hoverable
        cover={<img className="at-cloud__card-picture" src={fileViewUrl(product.pictureId)} alt={product.name} loading="lazy" />}
      >
        <div className="at-cloud__card-title">{product.name}</div>
        <div className="at-cloud__muted">{t(`product.types.${product.type}`)}</div>
        <div>{t('portal.priceFrom', { price: lowestPrice(product), priceUnit: product.priceUnit })}</div>
        <div className="at-cloud__muted">{t('portal.from', { company: product.companyName })}</div>
      </Card>
    </Link>
  );
}

/** /cloud/recommendedProduct — the approved products of every company, searchable and paged. */
export default function RecommendedProductPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const type = (PRODUCT_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as ProductType) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, type, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(recommendedProduct.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { keyword: keyword || undefined, type, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

  return (
    <CloudScope testId="recommended-products">
      <header className="at-cloud__head">
        <div>
          <h1>{t('portal.title')}</h1>
          <p className="at-cloud__muted">{t('portal.intro')}</p>
        </div>
        <Button type="primary" onClick={() => void navigate('/cloud/releaseRecomProduct')}>{t('portal.publish')}</Button>
      </header>
      <div className="at-cloud__filters">
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('portal.search')}
          aria-label={t('portal.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="product-search"
        />
        <Select<ProductType | ''>
          aria-label={t('product.fields.type')}
          value={type ?? ''}
          onChange={(value) => change({ type: value || undefined })}
          options={[{ value: '', label: t('portal.allTypes') }, ...PRODUCT_TYPES.map((value) => ({ value, label: t(`product.types.${value}`) }))]}
          style={{ minWidth: 160 }}
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('portal.empty')} />
      ) : (
        <>
          <div className="at-cloud__grid">
            {page.list.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          <div className="at-cloud__pager">
            <Pagination
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              onChange={(next) => change({ page: String(next) })}
            />
          </div>
        </>
      )}
    </CloudScope>
  );
}
