import { Descriptions, Image, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product, ProductSpec } from '@contract/endpoints/recommendedProduct';
import { useStoredFileUrl } from '../../../components/upload/useStoredFileUrl';
import { formatDateTime } from '../../../components/format/dateTime';
import { ProductStateTag } from './StateTag';

/** Everything about one product, as its company or an auditor sees it. */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation('cloud');
  const picture = useStoredFileUrl(product.pictureId);
  return (
    <div data-testid="product-view">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('product.fields.name')}>{product.name}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.type')}>{t(`product.types.${product.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.company')}>{product.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.state')}>
          <ProductStateTag state={product.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('product.fields.unit')}>{product.unit}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.priceUnit')}>{product.priceUnit}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.submitTime')}>{formatDateTime(product.submitTime)}</Descriptions.Item>
        <Descriptions.Item label={t('product.fields.reviewTime')}>{formatDateTime(product.reviewTime)}</Descriptions.Item>
        {product.rejectReason && (
          <Descriptions.Item label={t('product.fields.rejectReason')} span={2}>
            {product.rejectReason}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('product.fields.picture')} span={2}>
          {picture ? (
            <span data-testid="product-picture">
              <Image src={picture} width={200} alt={product.name} />
            </span>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('product.fields.introduction')} span={2}>
          <div style={{ whiteSpace: 'pre-wrap' }}>{product.introduction}</div>
        </Descriptions.Item>
      </Descriptions>
      <Table<ProductSpec>
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(_, index) => String(index)}
        pagination={false}
        dataSource={product.specs}
        columns={[
          { title: t('product.fields.shape'), dataIndex: 'shape' },
          { title: t('product.fields.specification'), dataIndex: 'specification' },
          {
            title: t('product.fields.price'),
            render: (_, spec) => t('product.pricePer', { price: spec.price, priceUnit: product.priceUnit }),
          },
        ]}
      />
    </div>
  );
}
