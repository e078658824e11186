import { useTranslation } from 'react-i18next';
import { PRODUCT_STATES, type Product, type ProductState } from '@contract/endpoints/recommendedProduct';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditQueue } from '../../../console/AuditQueue';
import { ProductStateTag } from '../shared/StateTag';
import { PRODUCT_CHECK_RESOURCE, PRODUCT_CHECK_ROUTE } from './index';

/** The review queue of recommended products: pending ones oldest first; reviewed ones by state. */
export default function QueuePage() {
  const { t } = useTranslation('cloud');
  const { t: tc } = useTranslation('console');
  return (
    <AuditQueue<Product, ProductState>
      resource={PRODUCT_CHECK_RESOURCE}
      route={PRODUCT_CHECK_ROUTE}
      title={tc('menu.enterpriseProductCheck')}
      states={PRODUCT_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`product.states.${value}`) }))}
      stateTag={(state) => <ProductStateTag state={state} />}
      columns={[
        { title: t('product.fields.name'), render: (row) => row.name },
        { title: t('product.fields.type'), render: (row) => t(`product.types.${row.type}`) },
        { title: t('product.fields.company'), render: (row) => row.companyName },
        { title: t('product.fields.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => row.name}
      words={{ state: t('product.fields.state'), keyword: t('audit.keyword'), empty: t('audit.empty'), review: t('audit.review'), view: t('audit.view') }}
      testId="product-queue"
    />
  );
}
