import { Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testStatusInput, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { MSG } from '@contract/messages';
import { formatFen, yuanToFen } from '../../../../components/format/money';
import { message } from '../../../../providers/i18n';
import { convertedRule } from '../../shared/convertedRule';
import { useOrderStep } from './useOrderStep';

/** The laboratory asks a balance payment: the final amount in yuan, higher than the amount paid. */
export function BalanceModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<{ finalAmount?: number | null }>();
  const request = useOrderStep(order);

  const submit = async () => {
    const { finalAmount } = await form.validateFields();
    if (await request.run({ action: 'requestBalance', finalAmount: yuanToFen(finalAmount) })) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.balanceTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('actions.requestBalance')}
      okButtonProps={{ loading: request.running, ...{ 'data-testid': 'order-balance-confirm' } }}
      destroyOnHidden
    >
      <p>{t('dialogs.balanceHint', { amount: formatFen(order.amount) })}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="finalAmount"
          label={t('dialogs.finalAmount')}
          required
          rules={[
            convertedRule(testStatusInput.shape.finalAmount.unwrap(), yuanToFen),
            {
              validator: async (_rule, value: number | null | undefined) => {
                const fen = yuanToFen(value);
                if (fen !== undefined && fen <= order.amount) throw new Error(message(MSG.finalAmountInvalid));
              },
            },
          ]}
        >
          <InputNumber min={0} precision={2} step={100} style={{ width: 200 }} data-testid="order-final-amount-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
