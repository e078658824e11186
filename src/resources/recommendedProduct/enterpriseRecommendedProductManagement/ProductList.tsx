import { DeleteButton, List } from '@refinedev/antd';
import { Button, Input, Select, Space, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myProducts, PRODUCT_STATES, type ProductRow, type ProductState } from '@contract/endpoints/recommendedProduct';
import { useStoredFileUrl } from '../../../components/upload/useStoredFileUrl';
import { ProductStateTag } from '../shared/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { useAction } from '../../../console/useAction';
import { PRODUCTS_RESOURCE, productPaths } from './index';
import { PUBLIC_PATHS } from '@contract/publicPages';

function Thumbnail({ id, alt }: { id: string; alt: string }) {
  const url = useStoredFileUrl(id);
  return url ? <img src={url} alt={alt} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null;
}

/** The company's products with their review state; drafts and rejected ones can be submitted from here. */
export default function ProductList() {
  const { t } = useTranslation('cloud');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const { tableProps, values, apply } = useFilteredTable<ProductRow>({ resource: PRODUCTS_RESOURCE });
  const state = values.state as ProductState | undefined;
  const keyword = values.keyword;
  const submit = useAction(myProducts.submitProduct, { success: t('manage.submitted'), invalidates: [PRODUCTS_RESOURCE] });

  return (
    <List
      title={tc('menu.enterpriseRecommendedProductManagement')}
      headerButtons={
        <Space wrap>
          <Select<ProductState | ''>
            aria-label={t('product.fields.state')}
            style={{ minWidth: 140 }}
            value={state ?? ''}
            onChange={(value) => apply({ state: value || undefined })}
            options={[{ value: '', label: t('manage.allStates') }, ...PRODUCT_STATES.map((value) => ({ value, label: t(`product.states.${value}`) }))]}
          />
          <Input.Search allowClear defaultValue={keyword} placeholder={t('manage.keyword')} onSearch={(value) => apply({ keyword: value.trim() || undefined })} />
          <Button type="primary" onClick={() => void navigate(productPaths.create)} data-testid="product-create">
            {t('manage.create')}
          </Button>
        </Space>
      }
    >
      <Table<ProductRow>
        {...tableProps}
        rowKey="id"
        data-testid="product-table"
        locale={{ emptyText: t('manage.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<ProductRow> title={t('product.fields.picture')} width={80} render={(_, row) => <Thumbnail id={row.pictureId} alt={row.name} />} />
        <Table.Column<ProductRow> title={t('product.fields.name')} dataIndex="name" />
        <Table.Column<ProductRow> title={t('product.fields.type')} render={(_, row) => t(`product.types.${row.type}`)} />
        <Table.Column<ProductRow>
          title={t('product.fields.state')}
          render={(_, row) => (
            <Space direction="vertical" size={2}>
              <ProductStateTag state={row.state} />
              {row.state === 'rejected' && row.rejectReason && (
                <Typography.Text type="danger" data-testid="product-reject-reason">
                  {row.rejectReason}
                </Typography.Text>
              )}
            </Space>
          )}
        />
        <Table.Column<ProductRow> title={t('product.fields.updateTime')} render={(_, row) => formatDateTime(row.updateTime)} />
        <Table.Column<ProductRow>
          title={tc('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`product-actions-${row.name}`}>
              {(row.nextActions.includes('edit') || row.nextActions.includes('revise')) && <Link to={productPaths.edit(row.id)}>{t('manage.edit')}</Link>}
              {row.nextActions.includes('submit') && (
                <Button size="small" loading={submit.running} onClick={() => void submit.run({ id: row.id })} data-testid="product-submit">
                  {t('manage.submit')}
                </Button>
              )}
              {row.state === 'approved' && (
                <Link to={PUBLIC_PATHS.product(row.id)}>
                  {t('manage.view')}
                </Link>
              )}
              {row.nextActions.includes('delete') && (
                <DeleteButton hideText size="small" resource={PRODUCTS_RESOURCE} recordItemId={row.id} confirmTitle={t('manage.deleteConfirm')} />
              )}
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
