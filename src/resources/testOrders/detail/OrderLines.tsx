import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@contract/endpoints/testKits';
import type { Sample, TestOrderDetail } from '@contract/endpoints/testOrders';
import { formatFen } from '../../../components/format/money';
import { lineName } from '../shared/labels';

/** The priced items: name (page language), standard, condition, quantity, unit price, amount, cycle. */
export function OrderLines({ order }: { order: TestOrderDetail }) {
  const { t, i18n } = useTranslation('testOrders');
  return (
    <Table<OrderLine> dataSource={order.lines} rowKey="itemId" pagination={false} size="small" scroll={{ x: 'max-content' }} data-testid="order-lines">
      <Table.Column<OrderLine> title={t('fields.itemName')} render={(_, line) => lineName(line, i18n.language)} />
      <Table.Column<OrderLine> title={t('fields.standard')} dataIndex="standard" />
      <Table.Column<OrderLine> title={t('fields.condition')} render={(_, line) => line.condition || '—'} />
      <Table.Column<OrderLine> title={t('fields.quantity')} align="right" dataIndex="quantity" />
      <Table.Column<OrderLine> title={t('fields.unitPrice')} align="right" render={(_, line) => formatFen(line.unitPrice)} />
      <Table.Column<OrderLine> title={t('fields.lineAmount')} align="right" render={(_, line) => formatFen(line.amount)} />
      <Table.Column<OrderLine> title={t('fields.cycle')} render={(_, line) => t('fields.days', { count: line.cycleDays })} />
    </Table>
  );
}

/** The samples sent: name, material, specification, count, remark. */
export function OrderSamples({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  return (
    <Table<Sample>
      dataSource={order.samples.map((sample, index) => ({ ...sample, key: index }))}
      pagination={order.samples.length > 20 ? { pageSize: 20 } : false}
      size="small"
      scroll={{ x: 'max-content' }}
      data-testid="order-samples"
    >
      <Table.Column<Sample> title={t('fields.sampleName')} dataIndex="name" />
      <Table.Column<Sample> title={t('fields.material')} render={(_, sample) => sample.material || '—'} />
      <Table.Column<Sample> title={t('fields.specification')} render={(_, sample) => sample.specification || '—'} />
      <Table.Column<Sample> title={t('fields.count')} align="right" dataIndex="count" />
      <Table.Column<Sample> title={t('fields.remark')} render={(_, sample) => sample.remark || '—'} />
    </Table>
  );
}
