import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, productAudit, productRejectInput, type ProductDetail } from '@contract/endpoints/recommendedProduct';
import { zodRule } from '../../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../../console/ReviewDecision';
import { message as text } from '../../../providers/i18n';
import { ProductHistory } from '../shared/ProductHistory';
import { ProductView } from '../shared/ProductView';
import { PRODUCT_CHECK_RESOURCE, PRODUCT_CHECK_ROUTE } from './index';

/** One product under review: approve it, or reject it with a reason its company sees; its review history. */
export default function DetailPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<ProductDetail>({ resource: PRODUCT_CHECK_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const product = query.data?.data;
  const back = () => void navigate(PRODUCT_CHECK_ROUTE);

  if (query.isLoading) return <Skeleton active />;
  if (!product) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;

  return (
    <Card
      title={product.name}
      extra={
        <Space>
          <ReviewDecision
            id={id}
            nextActions={product.nextActions}
            approve={productAudit.approveProduct}
            reject={productAudit.rejectProduct}
            successes={{ approve: text('productApproved'), reject: text('productRejected') }}
            invalidates={[PRODUCT_CHECK_RESOURCE]}
            words={reviewWords(t, 'audit')}
            reasonRule={zodRule(productRejectInput.shape.reason)}
            reasonMax={PRODUCT_LIMITS.rejectReasonMax}
          />
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <ProductView product={product} />
      <ProductHistory steps={product.history} />
    </Card>
  );
}
