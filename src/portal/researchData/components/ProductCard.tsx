import { Card, Space, Tag } from 'antd';
import { LikeOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS, type DataSetSummary } from '@contract/endpoints/researchData';
import { formatDate } from '../../../components/format/dateTime';

/** One published data set in the list: what it measures, whose it is, its size, reactions and publication date. */
export function ProductCard({ product }: { product: DataSetSummary }) {
  const { t } = useTranslation(['dataProduct', 'researchData']);
  return (
    <Link to={RESEARCH_PATHS.product(product.id)} data-testid={`data-product-${product.id}`}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <div className="at-rdp__card-title">{product.name}</div>
        <Space size={4} wrap style={{ marginBottom: 8 }}>
          <Tag color="blue">{t(`researchData:experimentTypes.${product.experimentType}`)}</Tag>
        </Space>
        <dl className="at-rdp__facts">
          <dt>{t('list.material')}</dt>
          <dd>{product.materialName}</dd>
          <dt>{t('list.company')}</dt>
          <dd>{product.companyName ?? t('list.noCompany')}</dd>
          <dt>{t('list.rows')}</dt>
          <dd>{product.rowCount.toLocaleString()}</dd>
          <dt>{t('list.published')}</dt>
          <dd>{formatDate(product.publishedTime)}</dd>
        </dl>
        <Space size={16} className="at-rdp__muted" style={{ marginTop: 8 }}>
          <span title={t('list.likes')} aria-label={t('list.likes')}>
            <LikeOutlined /> {product.likes}
          </span>
          <span title={t('list.collects')} aria-label={t('list.collects')}>
            <StarOutlined /> {product.collects}
          </span>
        </Space>
      </Card>
    </Link>
  );
}
