import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CustomStateTag, useCustomLabels } from '../../../components/customization';
import { formatFen } from '../../../components/format/money';
import { CUSTOM_PATHS, type CustomOrder } from '../endpoints';

interface Props {
  rows: CustomOrder[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The buyer's customization orders as a paged table; the next milestone's due date is red once overdue. */
export function CustomOrderTable({ rows, total, pageNum, pageSize, loading, onPage }: Props) {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  const columns: ColumnsType<CustomOrder> = [
    {
      title: t('list.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, order) => (
        <Link to={CUSTOM_PATHS.detail(order.id)} data-testid={`custom-order-${order.orderNo}`}>
          {orderNo}
        </Link>
      ),
    },
    { title: t('list.name'), dataIndex: 'name' },
    { title: t('list.type'), dataIndex: 'type', render: (_, order) => labels.type(order.type) },
    { title: t('list.quantity'), key: 'quantity', render: (_, order) => labels.quantity(order.quantity, order.quantityUnit) },
    { title: t('list.deliveryDate'), dataIndex: 'deliveryDate' },
    { title: t('list.state'), dataIndex: 'state', render: (_, order) => <CustomStateTag state={order.state} /> },
    {
      title: t('list.amount'),
      key: 'amount',
      align: 'right',
      render: (_, order) => (order.totalAmount === null ? <span className="at-custom__muted">{t('list.noAmount')}</span> : formatFen(order.totalAmount)),
    },
    {
      title: t('list.next'),
      key: 'next',
      render: (_, order) =>
        order.nextMilestone ? (
          <span className={order.overdue ? 'at-custom__overdue' : undefined} data-testid={`custom-next-${order.orderNo}`} data-overdue={order.overdue}>
            {labels.milestone(order.nextMilestone)}
            {order.nextDueDate && ` · ${t('list.due', { date: order.nextDueDate })}`}
            {order.overdue && ` · ${t('list.overdue')}`}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: '',
      key: 'view',
      render: (_, order) => <Link to={CUSTOM_PATHS.detail(order.id)}>{t('list.view')}</Link>,
    },
  ];
  return (
    <Table<CustomOrder>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 960 }}
      pagination={{ current: pageNum, pageSize, total, showSizeChanger: false, onChange: onPage, showTotal: (count) => t('list.total', { total: count }) }}
      data-testid="custom-orders"
    />
  );
}
