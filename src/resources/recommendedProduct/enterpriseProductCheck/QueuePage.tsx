import { List } from '@refinedev/antd';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATES, type Product, type ProductState } from '@contract/endpoints/recommendedProduct';
import { ProductStateTag } from '../shared/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditFilters } from '../../../console/AuditFilters';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { PRODUCT_CHECK_RESOURCE, PRODUCT_CHECK_ROUTE } from './index';

/** The review queue: pending products oldest first; reviewed ones by state. */
export default function QueuePage() {
  const { t } = useTranslation('cloud');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<Product>({ resource: PRODUCT_CHECK_RESOURCE, initial: { state: 'pending' } });

  return (
    <List
      title={tc('menu.enterpriseProductCheck')}
      headerButtons={
        <AuditFilters<ProductState>
          states={PRODUCT_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`product.states.${value}`) }))}
          state={values.state as ProductState}
          keyword={values.keyword}
          stateLabel={t('product.fields.state')}
          keywordPlaceholder={t('audit.keyword')}
          apply={apply}
        />
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
        <Table.Column<Product> title={t('product.fields.submitTime')} render={(_, row) => formatDateTime(row.submitTime)} />
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
