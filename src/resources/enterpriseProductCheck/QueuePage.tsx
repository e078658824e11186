import { List } from '@refinedev/antd';
import { Input, Select, Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATES, type Product, type ProductState } from '@contract/endpoints/recommendedProduct';
import { ProductStateTag } from '../../console/recommendedProduct/StateTag';
import { formatTime } from '../../console/recommendedProduct/format';
import { useFilteredTable } from '../../console/useFilteredTable';
import { PRODUCT_CHECK_RESOURCE, PRODUCT_CHECK_ROUTE } from './index';

/** The review queue: pending products oldest first; reviewed ones by state. */
export default function QueuePage() {
  const { t } = useTranslation('cloud');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<Product>({ resource: PRODUCT_CHECK_RESOURCE, initial: { state: 'pending' } });
  const state = values.state as ProductState;
  const keyword = values.keyword;

  return (
    <List
      title={tc('menu.enterpriseProductCheck')}
      headerButtons={
        <Space wrap>
          <Select<ProductState>
            aria-label={t('product.fields.state')}
            style={{ minWidth: 140 }}
            value={state}
            onChange={(value) => apply({ state: value })}
            options={PRODUCT_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`product.states.${value}`) }))}
          />
          <Input.Search allowClear defaultValue={keyword} placeholder={t('audit.keyword')} onSearch={(value) => apply({ keyword: value.trim() || undefined })} />
        </Space>
      }
    >
      <Table<Product>
        {...tableProps}
        rowKey="id"
        data-testid="product-queue"
        locale={{ emptyText: t('audit.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<Product> title={t('product.fields.name')} dataIndex="name" />
        <Table.Column<Product> title={t('product.fields.type')} render={(_, row) => t(`product.types.${row.type}`)} />
        <Table.Column<Product> title={t('product.fields.company')} dataIndex="companyName" />
        <Table.Column<Product> title={t('product.fields.submitTime')} render={(_, row) => formatTime(row.submitTime)} />
        <Table.Column<Product> title={t('product.fields.state')} render={(_, row) => <ProductStateTag state={row.state} />} />
        <Table.Column<Product>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={`${PRODUCT_CHECK_ROUTE}/show/${row.id}`} data-testid={`queue-open-${row.name}`}>
              {row.state === 'pending' ? t('audit.review') : t('audit.view')}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
