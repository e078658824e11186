import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { payOrderAdmin } from '@contract/endpoints/payment';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';

const noteSchema = payOrderAdmin.confirmTransfer.input.shape.note;

/** Mark a waiting order as paid by an offline bank transfer; the note names the transfer (required). */
export function ConfirmTransferModal({ orderNo, onClose }: { orderNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ note: string }>();
  const confirm = useAction(payOrderAdmin.confirmTransfer, { success: message('transferConfirmed'), invalidates: 'all' });
  const submit = async () => {
    if (!orderNo) return;
    // The form shows what is wrong.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { note } = values;
    if ((await confirm.run({ orderNo, note })) !== undefined) onClose();
  };
  return (
    <Modal
      open={orderNo !== undefined}
      title={t('payOrder.confirmTransferTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('payOrder.confirmTransfer')}
      okButtonProps={{ loading: confirm.running, ...{ 'data-testid': 'transfer-confirm' } }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('payOrder.confirmTransferHint', { orderNo: orderNo ?? '' })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={t('payOrder.transferNote')} rules={[zodRule(noteSchema)]} required>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} placeholder={t('payOrder.transferNoteHint')} data-testid="transfer-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
