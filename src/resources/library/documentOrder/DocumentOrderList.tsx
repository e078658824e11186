import { List } from '@refinedev/antd';
import { Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '@contract/endpoints/library';
import type { PaymentOrder } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { OwnerOrderActions, OrderFilters, OrderStateTag, orderDetailPath, PayOrderLink } from '../../payment';
import { DownloadButton } from '../shared/DownloadButton';
import { downloadableItem } from '../shared/download';
import { DOCUMENT_ORDER_RESOURCE } from './index';

type DocumentOrder = PaymentOrder & { item: LibraryItem | null };

/** My document and book orders by state: pay or cancel waiting ones, download paid documents, open the details. */
export default function DocumentOrderList() {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<DocumentOrder>({ resource: DOCUMENT_ORDER_RESOURCE });
  return (
    <List title={t('menu.documentOrder')} headerButtons={() => <OrderFilters values={values} apply={apply} withKind={false} withDates={false} />}>
      <Table<DocumentOrder>
        {...tableProps}
        rowKey="orderNo"
        data-testid="document-orders"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<DocumentOrder>
          title={t('orders.fields.orderNo')}
          render={(_, row) => (
            <Link to={orderDetailPath(row.orderNo)} data-testid={`order-open-${row.orderNo}`}>
              {row.orderNo}
            </Link>
          )}
        />
        <Table.Column<DocumentOrder> title={t('documentOrder.title')} render={(_, row) => row.item?.title ?? row.itemName} />
        <Table.Column<DocumentOrder> title={t('orders.fields.kind')} render={(_, row) => t(`orders.kinds.${row.kind}`)} />
        <Table.Column<DocumentOrder> title={t('orders.fields.quantity')} dataIndex="quantity" align="right" />
        <Table.Column<DocumentOrder> title={t('orders.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<DocumentOrder> title={t('orders.fields.state')} render={(_, row) => <OrderStateTag state={row.state} />} />
        <Table.Column<DocumentOrder> title={t('orders.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<DocumentOrder>
          title={t('table.actions')}
          render={(_, row) => {
            const itemId = downloadableItem(row);
            return (
              <Space wrap data-testid={`document-order-actions-${row.orderNo}`}>
                {itemId !== undefined && <DownloadButton itemId={itemId} testId={`document-download-${row.orderNo}`} />}
                <PayOrderLink order={row} />
                <OwnerOrderActions order={row} />
                <Link to={orderDetailPath(row.orderNo)}>{t('orders.details')}</Link>
              </Space>
            );
          }}
        />
      </Table>
    </List>
  );
}
