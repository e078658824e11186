import { Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPERIMENT_TYPES, rdda, type ExperimentType } from '@contract/endpoints/researchData';
import { call } from '../../../providers/http';
import { useRemote } from '../../../components/useRemote';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { ProductCard } from '../components/ProductCard';
import { ProductScope } from '../components/ProductScope';

const PAGE_SIZE = 12;

const experimentTypeOf = (value: string | null): ExperimentType | undefined =>
  (EXPERIMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as ExperimentType) : undefined;

/** /zhj/productList — the data sets companies published after review: searchable, by experiment type, paged (state in the address). */
export default function ProductListPage() {
  const { t } = useTranslation(['dataProduct', 'researchData']);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const experimentType = experimentTypeOf(params.get('experimentType'));
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, experimentType, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(rdda.productPage, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { keyword: keyword || undefined, experimentType, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

  return (
    <ProductScope testId="data-products">
      <header className="at-rdp__head">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="at-rdp__muted">{t('list.intro')}</p>
        </div>
        <Link to={MATERIAL_PATHS.dataSet} data-testid="to-public-data-sets">
          {t('list.toPublicDataSets')}
        </Link>
      </header>
      <div className="at-rdp__filters">
        <Input.Search
          key={keyword}
          allowClear
          defaultValue={keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="product-search"
        />
        <Select<ExperimentType | ''>
          aria-label={t('list.experimentType')}
          value={experimentType ?? ''}
          onChange={(value) => change({ experimentType: value || undefined })}
          options={[
            { value: '', label: t('list.allTypes') },
            ...EXPERIMENT_TYPES.map((value) => ({ value, label: t(`researchData:experimentTypes.${value}`) })),
          ]}
          style={{ minWidth: 180 }}
          data-testid="product-experiment-type"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('list.empty')} data-testid="products-empty" />
      ) : (
        <>
          <p className="at-rdp__muted" data-testid="products-total">
            {t('list.total', { count: page.total })}
          </p>
          <div className="at-rdp__grid" data-testid="products-list">
            {page.list.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          <div className="at-rdp__pager">
            <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={(next) => change({ page: String(next) })} />
          </div>
        </>
      )}
    </ProductScope>
  );
}
