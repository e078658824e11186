import { List, useTable } from '@refinedev/antd';
import { Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from '@contract/endpoints/payment';
import { QUALITY_PATHS } from '@contract/endpoints/quality';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { OwnerOrderActions, OrderFilters, OrderStateTag, PayOrderLink } from '../../payment';
import { ReportDownloadButton } from '../../../components/quality';
import { downloadableLine } from '../shared/reportOrders';
import { REPORT_ORDER_RESOURCE } from '../shared/paths';

type PlainFilter = { field?: string; value?: unknown };

/**
 * My orders of quality ranking reports, by state: pay or cancel a waiting one, download a paid report, open the
 * details. Only report orders: the kind is a permanent filter, never in the address.
 */
export default function ReportOrderList() {
  const { t } = useTranslation(['qualityConsole', 'console']);
  const { tableProps, filters, setFilters } = useTable<PaymentOrder>({
    resource: REPORT_ORDER_RESOURCE,
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: 'report' }] },
  });
  const values = Object.fromEntries((filters as PlainFilter[]).map((filter) => [filter.field, filter.value as string | undefined]));
  const apply = (next: Record<string, string | undefined>) =>
    setFilters(
      Object.entries({ ...values, ...next })
        .filter(([field, value]) => value && field !== 'kind')
        .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
      'replace',
    );

  return (
    <List title={t('console:menu.specialReportOrder')} headerButtons={() => <OrderFilters values={values} apply={apply} withKind={false} withDates={false} />}>
      <Table<PaymentOrder>
        {...tableProps}
        rowKey="orderNo"
        data-testid="report-orders"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <span data-testid="report-orders-empty">
              {t('orders.empty')} <Link to={QUALITY_PATHS.reportList}>{t('orders.browse')}</Link>
            </span>
          ),
        }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('console:table.total', { total }) }}
      >
        <Table.Column<PaymentOrder>
          title={t('console:orders.fields.orderNo')}
          render={(_, row) => (
            <Link to={QUALITY_PATHS.myOrder(row.orderNo)} data-testid={`report-order-open-${row.orderNo}`}>
              {row.orderNo}
            </Link>
          )}
        />
        <Table.Column<PaymentOrder> title={t('orders.report')} dataIndex="itemName" />
        <Table.Column<PaymentOrder> title={t('console:orders.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<PaymentOrder> title={t('console:orders.fields.state')} render={(_, row) => <OrderStateTag state={row.state} />} />
        <Table.Column<PaymentOrder> title={t('console:orders.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<PaymentOrder> title={t('console:orders.fields.paidTime')} render={(_, row) => formatDateTime(row.paidTime)} />
        <Table.Column<PaymentOrder>
          title={t('console:table.actions')}
          render={(_, row) => {
            const lineId = downloadableLine(row);
            return (
              <Space wrap data-testid={`report-order-actions-${row.orderNo}`}>
                {lineId !== undefined && <ReportDownloadButton lineId={lineId} size="small" label={t('orders.download')} fileName={t('orders.reportFileName', { id: lineId })} testId={`report-download-${row.orderNo}`} />}
                <PayOrderLink order={row} />
                <OwnerOrderActions order={row} />
                <Link to={QUALITY_PATHS.myOrder(row.orderNo)}>{t('console:orders.details')}</Link>
              </Space>
            );
          }}
        />
      </Table>
    </List>
  );
}
