import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS } from '@contract/endpoints/researchData';
import DataSetView from '../../../components/researchData/DataSetView';
import { ProductScope } from '../components/ProductScope';

/**
 * /zhj/productDetail?id= — one data product, as the shared data set view shows it to this caller: a visitor sees
 * the summary, the data chain with Verify and the request for permission (which sends them to log in); public data
 * sets show their rows. The server decides what the caller may see.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation('dataProduct');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;

  return (
    <ProductScope testId="data-product-detail">
      <p>
        <Link to={RESEARCH_PATHS.productList} data-testid="to-data-products">
          ← {t('detail.back')}
        </Link>
      </p>
      {valid ? (
        <DataSetView id={id} context="portal" />
      ) : (
        <Alert type="warning" showIcon message={t('detail.missingId')} data-testid="data-product-missing" />
      )}
    </ProductScope>
  );
}
