import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { payOrderAdmin } from '@contract/endpoints/payment';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';

/** The administrators' order actions that take a required note: what the note says is kept in the history. */
export type NoteAction = 'confirmTransfer' | 'ship';
export interface NoteTarget {
  orderNo: string;
  action: NoteAction;
}

export const NOTE_ACTIONS: NoteAction[] = ['confirmTransfer', 'ship'];
/** Where each action's texts are: the note names the transfer (bank, reference), or the carrier and tracking number. */
export const NOTE_TEXTS: Record<NoteAction, string> = { confirmTransfer: 'payOrder.transfer', ship: 'payOrder.ship' };

const noteSchema = payOrderAdmin.confirmTransfer.input.shape.note;

export function OrderNoteModal({ target, onClose }: { target: NoteTarget | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ note: string }>();
  const keys = NOTE_TEXTS[target?.action ?? 'confirmTransfer'];
  const confirmTransfer = useAction(payOrderAdmin.confirmTransfer, { success: message('transferConfirmed'), invalidates: 'all' });
  const ship = useAction(payOrderAdmin.ship, { success: message('orderShipped'), invalidates: 'all' });
  const running = target?.action === 'ship' ? ship : confirmTransfer;
  const submit = async () => {
    if (!target) return;
    // The form shows what is wrong.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if ((await running.run({ orderNo: target.orderNo, note: values.note })) !== undefined) onClose();
  };
  return (
    <Modal
      open={target !== undefined}
      title={t(`${keys}.title`)}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t(`${keys}.confirm`)}
      okButtonProps={{ loading: running.running, ...{ 'data-testid': `order-note-confirm` } }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`${keys}.hint`, { orderNo: target?.orderNo ?? '' })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={t(`${keys}.note`)} rules={[zodRule(noteSchema)]} required>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} placeholder={t(`${keys}.noteHint`)} data-testid="order-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
