import { useState, type Key } from 'react';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { OwnerOrderActions, PayOrderLink } from '../shared/OrderActions';
import { OrderFilters } from '../shared/OrderFilters';
import { OrderChannel, OrderStateTag } from '../shared/OrderTags';
import { isInvoiceable, orderDetailPath } from '../shared/orders';
import { InvoiceRequestModal } from './InvoiceRequestModal';
import { PAYMENT_RESOURCE } from './index';

/** The caller's orders with their filters; paid orders without an invoice can be ticked to request one. */
export function OrdersTab({ onInvoiceRequested }: { onInvoiceRequested: () => void }) {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<PaymentOrder>({ resource: PAYMENT_RESOURCE });
  // Ticked orders by number, kept across pages and filters.
  const [selected, setSelected] = useState<Map<string, PaymentOrder>>(new Map());
  const [requesting, setRequesting] = useState(false);

  const onSelect = (keys: Key[], rows: (PaymentOrder | undefined)[]) => {
    const next = new Map<string, PaymentOrder>();
    for (const key of keys) {
      const row = rows.find((candidate) => candidate?.orderNo === key) ?? selected.get(String(key));
      if (row) next.set(row.orderNo, row);
    }
    setSelected(next);
  };

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <OrderFilters values={values} apply={apply} keywordPlaceholder={t('orders.keyword')} />
        <Tooltip title={selected.size === 0 ? t('invoices.selectHint') : undefined}>
          <Button type="primary" disabled={selected.size === 0} onClick={() => setRequesting(true)} data-testid="invoice-request">
            {selected.size === 0 ? t('invoices.request') : t('invoices.requestCount', { count: selected.size })}
          </Button>
        </Tooltip>
      </Space>
      <Table<PaymentOrder>
        {...tableProps}
        rowKey="orderNo"
        data-testid="payment-orders"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: onSelect,
          getCheckboxProps: (row) => ({ disabled: !isInvoiceable(row), 'aria-label': row.orderNo }),
        }}
      >
        <Table.Column<PaymentOrder>
          title={t('orders.fields.orderNo')}
          render={(_, row) => (
            <Link to={orderDetailPath(row.orderNo)} data-testid={`order-open-${row.orderNo}`}>
              {row.orderNo}
            </Link>
          )}
        />
        <Table.Column<PaymentOrder> title={t('orders.fields.item')} dataIndex="itemName" ellipsis width={280} />
        <Table.Column<PaymentOrder> title={t('orders.fields.kind')} render={(_, row) => t(`orders.kinds.${row.kind}`)} />
        <Table.Column<PaymentOrder> title={t('orders.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<PaymentOrder>
          title={t('orders.fields.state')}
          render={(_, row) => (
            <Space size={4}>
              <OrderStateTag state={row.state} />
              {row.invoiceId !== null && <Tag data-testid="order-invoiced">{t('orders.invoiced')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<PaymentOrder> title={t('orders.fields.channel')} render={(_, row) => <OrderChannel order={row} />} />
        <Table.Column<PaymentOrder> title={t('orders.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<PaymentOrder> title={t('orders.fields.paidTime')} render={(_, row) => formatDateTime(row.paidTime)} />
        <Table.Column<PaymentOrder>
          title={t('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`order-actions-${row.orderNo}`}>
              <PayOrderLink order={row} />
              <OwnerOrderActions order={row} />
            </Space>
          )}
        />
      </Table>
      <InvoiceRequestModal
        open={requesting}
        orders={[...selected.values()]}
        onClose={() => setRequesting(false)}
        onDone={() => {
          setRequesting(false);
          setSelected(new Map());
          onInvoiceRequested();
        }}
      />
    </>
  );
}
