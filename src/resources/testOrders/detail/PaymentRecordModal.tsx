import dayjs from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderPublic, paymentRecordInput, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { beijingToday } from '../../../components/format/beijingTime';
import { yuanToFen } from '../../../components/format/money';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { convertedRule } from '../shared/convertedRule';
import { isoDateOf, toPaymentRecordInput, type PaymentRecordValues } from './paymentRecordForm';
import { VoucherUpload } from './VoucherUpload';

const rules = paymentRecordInput.shape;

/** The customer records an offline transfer: amount in yuan, payer, date, note and the voucher; the platform confirms it. */
export function PaymentRecordModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<PaymentRecordValues>();
  const save = useAction(orderPublic.paymentRecordSave, { success: t('notices.recorded'), invalidates: 'all' });

  const submit = async () => {
    const values = await form.validateFields();
    if (await save.run(toPaymentRecordInput(order.id, values))) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('payments.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('payments.save')}
      okButtonProps={{ loading: save.running, ...{ 'data-testid': 'payment-record-save' } }}
      destroyOnHidden
    >
      <p>{t('payments.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ amount: order.amountDue > 0 ? order.amountDue / 100 : undefined, paidOn: dayjs(beijingToday()) }}
        data-testid="payment-record-form"
      >
        <Form.Item
          name="amount"
          label={t('payments.amount')}
          required
          rules={[convertedRule(rules.amount, yuanToFen)]}
        >
          <InputNumber min={0} precision={2} step={100} style={{ width: 200 }} data-testid="payment-record-amount" />
        </Form.Item>
        <Form.Item name="payer" label={t('payments.payer')} required rules={[zodRule(rules.payer)]}>
          <Input maxLength={100} data-testid="payment-record-payer" />
        </Form.Item>
        <Form.Item
          name="paidOn"
          label={t('payments.paidOn')}
          required
          rules={[convertedRule(rules.paidOn, isoDateOf)]}
        >
          <DatePicker data-testid="payment-record-date" />
        </Form.Item>
        <Form.Item name="note" label={t('payments.note')} rules={[zodRule(rules.note)]}>
          <Input.TextArea maxLength={TEST_LIMITS.noteMax} showCount autoSize={{ minRows: 2 }} data-testid="payment-record-note" />
        </Form.Item>
        <Form.Item name="fileId" label={t('payments.voucher')}>
          <VoucherUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
