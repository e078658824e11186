import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { OrderFilters } from '../shared/OrderFilters';
import { OrderChannel, OrderStateTag } from '../shared/OrderTags';
import { NOTE_ACTIONS, NOTE_TEXTS, OrderNoteModal, type NoteTarget } from './OrderNoteModal';
import { OrderDrawer } from './OrderDrawer';
import { PAY_ORDER_RESOURCE } from './index';

type AdminOrder = PaymentOrder & { buyerName: string | null };

/** Every payment order by state, kind, days and order number or buyer; details in a drawer. */
export function AdminOrdersTab() {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<AdminOrder>({ resource: PAY_ORDER_RESOURCE });
  const [open, setOpen] = useState<string>();
  const [noting, setNoting] = useState<NoteTarget>();

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <OrderFilters values={values} apply={apply} keywordPlaceholder={t('payOrder.keyword')} />
      </div>
      <Table<AdminOrder>
        {...tableProps}
        rowKey="orderNo"
        data-testid="pay-orders"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<AdminOrder>
          title={t('orders.fields.orderNo')}
          render={(_, row) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row.orderNo)} data-testid={`pay-order-open-${row.orderNo}`}>
              {row.orderNo}
            </Button>
          )}
        />
        <Table.Column<AdminOrder> title={t('orders.buyer.name')} render={(_, row) => row.buyerName ?? '—'} />
        <Table.Column<AdminOrder> title={t('orders.fields.item')} dataIndex="itemName" ellipsis width={280} />
        <Table.Column<AdminOrder> title={t('orders.fields.kind')} render={(_, row) => t(`orders.kinds.${row.kind}`)} />
        <Table.Column<AdminOrder> title={t('orders.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<AdminOrder>
          title={t('orders.fields.state')}
          render={(_, row) => (
            <Space size={4}>
              <OrderStateTag state={row.state} />
              {row.invoiceId !== null && <Tag>{t('orders.invoiced')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<AdminOrder> title={t('orders.fields.channel')} render={(_, row) => <OrderChannel order={row} />} />
        <Table.Column<AdminOrder> title={t('orders.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<AdminOrder> title={t('orders.fields.paidTime')} render={(_, row) => formatDateTime(row.paidTime)} />
        <Table.Column<AdminOrder>
          title={t('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`pay-order-actions-${row.orderNo}`}>
              <Button size="small" onClick={() => setOpen(row.orderNo)}>
                {t('orders.details')}
              </Button>
              {NOTE_ACTIONS.filter((action) => row.nextActions.includes(action)).map((action) => (
                <Button key={action} size="small" type="primary" onClick={() => setNoting({ orderNo: row.orderNo, action })} data-testid={`pay-order-${action}-${row.orderNo}`}>
                  {t(`${NOTE_TEXTS[action]}.confirm`)}
                </Button>
              ))}
            </Space>
          )}
        />
      </Table>
      <OrderDrawer orderNo={open} onClose={() => setOpen(undefined)} onNote={setNoting} />
      <OrderNoteModal target={noting} onClose={() => setNoting(undefined)} />
    </>
  );
}
