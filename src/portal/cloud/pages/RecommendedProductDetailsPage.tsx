import { Alert, Button, Descriptions, Skeleton, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { CloudScope } from '../components/CloudScope';
import { fileViewUrl, recommendedProduct } from '../endpoints';
import { useRemote } from '../../../components/useRemote';

/** /cloud/recommendedProductDetails?id= — one approved product. */
export default function RecommendedProductDetailsPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const answer = useRemote(
    (signal) => (valid ? call(recommendedProduct.detail, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const product = answer.data;
  const back = (
    <Button onClick={() => void navigate('/cloud/recommendedProduct')}>{t('portal.back')}</Button>
  );

  return (
    <CloudScope testId="product-details">
      {answer.error !== undefined ? (
        <Alert type="warning" showIcon message={t('portal.notFound')} action={back} />
      ) : !product ? (
        <Skeleton active />
      ) : (
        <>
          <header className="at-cloud__head">
            <div>
              <h1>{product.name}</h1>
              <p className="at-cloud__muted">{t('portal.from', { company: product.companyName })}</p>
            </div>
            {back}
          </header>
          <div className="at-cloud__detail">
            <img className="at-cloud__detail-picture" src={fileViewUrl(product.pictureId)} alt={product.name} data-testid="product-detail-picture" />
            <div>
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={t('product.fields.type')}>{t(`product.types.${product.type}`)}</Descriptions.Item>
                <Descriptions.Item label={t('product.fields.company')}>{product.companyName}</Descriptions.Item>
                <Descriptions.Item label={t('product.fields.unit')}>{product.unit}</Descriptions.Item>
                <Descriptions.Item label={t('product.fields.publishTime')}>{product.publishTime?.slice(0, 10) ?? '—'}</Descriptions.Item>
              </Descriptions>
              <Table
                style={{ marginTop: 16 }}
                size="small"
                rowKey={(_, index) => String(index)}
                pagination={false}
                dataSource={product.specs}
                data-testid="product-specs"
                columns={[
                  { title: t('product.fields.shape'), dataIndex: 'shape' },
                  { title: t('product.fields.specification'), dataIndex: 'specification' },
                  { title: t('product.fields.price'), render: (_, spec) => t('product.pricePer', { price: spec.price, priceUnit: product.priceUnit }) },
                ]}
              />
            </div>
          </div>
          <h2>{t('product.fields.introduction')}</h2>
          <p className="at-cloud__intro">{product.introduction}</p>
        </>
      )}
    </CloudScope>
  );
}
