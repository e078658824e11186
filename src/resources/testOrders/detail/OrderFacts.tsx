import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestOrderDetail } from '@contract/endpoints/testOrders';
import { formatBeijing } from '../../../components/format/beijingTime';
import { formatFen } from '../../../components/format/money';
import { TestOrderStateTag } from '../shared/TestOrderStateTag';

/** The order's head: number, kind, kit, project, state, laboratory, the customer (for others), money, duration, leader. */
export function OrderFacts({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  const showCustomer = order.viewer !== 'customer';
  return (
    <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="order-facts">
      <Descriptions.Item label={t('fields.orderNo')}>
        <span data-testid="order-no">{order.orderNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.kind')}>
        <Tag>{order.kind}</Tag> {t(`kinds.${order.kind}`)}
      </Descriptions.Item>
      {order.kitName && <Descriptions.Item label={t('fields.kit')}>{order.kitName}</Descriptions.Item>}
      <Descriptions.Item label={t('fields.project')}>{order.projectName}</Descriptions.Item>
      <Descriptions.Item label={t('fields.state')}>
        <TestOrderStateTag state={order.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.laboratory')}>
        <span data-testid="order-laboratory">{order.laboratoryName}</span>
      </Descriptions.Item>
      {showCustomer && <Descriptions.Item label={t('fields.customer')}>{order.customerName ?? '—'}</Descriptions.Item>}
      {showCustomer && <Descriptions.Item label={t('fields.company')}>{order.companyName ?? '—'}</Descriptions.Item>}
      <Descriptions.Item label={t('fields.amount')}>
        <span data-testid="order-amount">{formatFen(order.amount)}</span>
      </Descriptions.Item>
      {order.finalAmount !== null && (
        <Descriptions.Item label={t('fields.finalAmount')}>
          <span data-testid="order-final-amount">{formatFen(order.finalAmount)}</span>
        </Descriptions.Item>
      )}
      {order.amountDue > 0 && (
        <Descriptions.Item label={t('fields.amountDue')}>
          <strong data-testid="order-amount-due">{formatFen(order.amountDue)}</strong>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('fields.estimatedDays')}>{t('fields.days', { count: order.estimatedDays })}</Descriptions.Item>
      <Descriptions.Item label={t('fields.dueDate')}>
        <span data-testid="order-due-date">{order.dueDate ?? '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.leader')}>
        <span data-testid="order-leader-value">{order.leaderName ? `${order.leaderName} ${order.leaderPhone ?? ''}`.trim() : '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createTime')}>{formatBeijing(order.createTime)}</Descriptions.Item>
      {order.submitTime && <Descriptions.Item label={t('fields.submitTime')}>{formatBeijing(order.submitTime)}</Descriptions.Item>}
      {order.payTime && <Descriptions.Item label={t('fields.payTime')}>{formatBeijing(order.payTime)}</Descriptions.Item>}
      {order.cancelReason && <Descriptions.Item label={t('fields.cancelReason')}>{order.cancelReason}</Descriptions.Item>}
    </Descriptions>
  );
}
