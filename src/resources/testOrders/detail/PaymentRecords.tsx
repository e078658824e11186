import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderAdmin, orderPublic, PAYABLE_STATES, type PaymentRecord, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { PERMISSIONS } from '@contract/permissions';
import { formatBeijing } from '../../../components/format/beijingTime';
import { formatFen } from '../../../components/format/money';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { useAction } from '../../../console/useAction';
import { useHasPermission } from '../shared/useHasPermission';
import { PaymentRecordModal } from './PaymentRecordModal';

/**
 * Offline transfers (a bank transfer's voucher): the customer records one while a payment is due and deletes one
 * not yet confirmed; the platform (order administrators) confirms one, which pays the amount due.
 */
export function PaymentRecords({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  const [adding, setAdding] = useState(false);
  const administers = useHasPermission(PERMISSIONS.orderAdminister);
  const remove = useAction(orderPublic.paymentRecordDelete, { success: t('notices.recordDeleted'), invalidates: 'all' });
  const confirm = useAction(orderAdmin.confirmPayment, { success: t('notices.confirmed'), invalidates: 'all' });
  const payable = PAYABLE_STATES.includes(order.state);
  const customer = order.viewer === 'customer';
  const canAdd = customer && payable && order.paymentRecords.length < TEST_LIMITS.paymentRecordsMax;
  const canConfirm = order.viewer === 'platform' && administers && payable;
  if (order.paymentRecords.length === 0 && !canAdd) return null;

  return (
    <Card
      title={t('detail.payments')}
      extra={
        canAdd && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="payment-record-add">
            {t('payments.add')}
          </Button>
        )
      }
    >
      {order.paymentRecords.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.empty')} />
      ) : (
        <Table<PaymentRecord> dataSource={order.paymentRecords} rowKey="id" pagination={false} size="small" scroll={{ x: 'max-content' }} data-testid="payment-records">
          <Table.Column<PaymentRecord> title={t('payments.amount')} align="right" render={(_, record) => formatFen(record.amount)} />
          <Table.Column<PaymentRecord> title={t('payments.payer')} dataIndex="payer" />
          <Table.Column<PaymentRecord> title={t('payments.paidOn')} dataIndex="paidOn" />
          <Table.Column<PaymentRecord> title={t('payments.note')} render={(_, record) => record.note || '—'} />
          <Table.Column<PaymentRecord>
            title={t('payments.voucher')}
            render={(_, record) =>
              record.file ? (
                <StoredFileLink id={record.file.id} name={record.file.name} testId={`payment-voucher-${record.id}`}>
                  <PaperClipOutlined /> {record.file.name}
                </StoredFileLink>
              ) : (
                '—'
              )
            }
          />
          <Table.Column<PaymentRecord>
            title={t('fields.state')}
            render={(_, record) =>
              record.confirmTime ? <Tag color="green">{t('payments.confirmed', { time: formatBeijing(record.confirmTime) })}</Tag> : <Tag>{t('payments.unconfirmed')}</Tag>
            }
          />
          <Table.Column<PaymentRecord>
            render={(_, record) =>
              record.confirmTime ? null : (
                <Space>
                  {customer && (
                    <Popconfirm
                      title={t('payments.deleteConfirm')}
                      onConfirm={() => void remove.run({ orderId: order.id, recordId: record.id })}
                      okButtonProps={{ ...{ 'data-testid': `payment-record-delete-${record.id}-confirm` } }}
                    >
                      <Button size="small" danger loading={remove.running} data-testid={`payment-record-delete-${record.id}`}>
                        {t('payments.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                  {canConfirm && (
                    <Popconfirm
                      title={t('payments.confirmConfirm')}
                      onConfirm={() => void confirm.run({ orderId: order.id, recordId: record.id })}
                      okButtonProps={{ ...{ 'data-testid': `payment-record-confirm-${record.id}-confirm` } }}
                    >
                      <Button size="small" type="primary" loading={confirm.running} data-testid={`payment-record-confirm-${record.id}`}>
                        {t('payments.confirm')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              )
            }
          />
        </Table>
      )}
      <PaymentRecordModal order={order} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
