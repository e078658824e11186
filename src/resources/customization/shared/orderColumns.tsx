import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CustomOrder } from '@contract/endpoints/customization';
import { CustomStateTag } from '../../../components/customization/CustomStateTag';
import { useCustomLabels } from '../../../components/customization/labels';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';

/** The next milestone of an executing order and its due date; in red, with a tag, once overdue. */
export function NextMilestone({ order }: { order: Pick<CustomOrder, 'id' | 'nextMilestone' | 'nextDueDate' | 'overdue'> }) {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  if (!order.nextMilestone) return <>—</>;
  const text = t('list.due', { milestone: labels.milestone(order.nextMilestone), date: order.nextDueDate ?? '—' });
  return order.overdue ? (
    <Tag color="red" data-testid={`custom-overdue-${order.id}`}>
      {t('list.overdue')} · {text}
    </Tag>
  ) : (
    <Typography.Text>{text}</Typography.Text>
  );
}

/**
 * The columns both lists of orders share: number (opening the order), name, type, state, amount, the next milestone
 * with its due date, requested on; `withBuyer` adds the buyer and company (the platform's queue), `open` the link.
 */
export function useOrderColumns({ open, withBuyer = false }: { open: (row: CustomOrder, text: ReactNode) => ReactNode; withBuyer?: boolean }): ColumnsType<CustomOrder> {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  return [
    { key: 'orderNo', title: labels.t('fields.orderNo'), render: (_, row) => open(row, row.orderNo) },
    { key: 'name', title: labels.t('fields.name'), render: (_, row) => row.name, ellipsis: true, width: 200 },
    { key: 'type', title: labels.t('fields.type'), render: (_, row) => labels.type(row.type) },
    ...(withBuyer
      ? [
          {
            key: 'buyer',
            title: t('list.buyer'),
            render: (_: unknown, row: CustomOrder) => (
              <Space direction="vertical" size={0}>
                <span>{row.buyerName ?? '—'}</span>
                {row.companyName && <Typography.Text type="secondary">{row.companyName}</Typography.Text>}
              </Space>
            ),
          },
        ]
      : []),
    { key: 'state', title: labels.t('fields.state'), render: (_, row) => <CustomStateTag state={row.state} /> },
    { key: 'amount', title: t('list.amount'), align: 'right', render: (_, row) => (row.totalAmount === null ? '—' : formatFen(row.totalAmount)) },
    { key: 'next', title: t('list.nextMilestone'), render: (_, row) => <NextMilestone order={row} /> },
    { key: 'createTime', title: labels.t('fields.createTime'), render: (_, row) => formatDateTime(row.createTime) },
  ];
}
