import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, statusInput, type BookingDetail } from '@contract/endpoints/equipments';
import { formatFen, yuanToFen } from '../../../components/format/money';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';

/** The laboratory accepts a booking: a note (what it proposes), and another price in yuan if it must. */
export function RespondModal({ booking, open, onClose }: { booking: BookingDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('research');
  const [form] = Form.useForm<{ note?: string; priceYuan?: number | null }>();
  const respond = useAction(equipments.orderStatus, { success: t('notices.responded'), invalidates: 'all' });

  const submit = async () => {
    const { note, priceYuan } = await form.validateFields();
    const price = priceYuan === null || priceYuan === undefined ? undefined : yuanToFen(priceYuan);
    if (await respond.run({ id: booking.id, action: 'respond', note: note?.trim() || undefined, price })) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.respondTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('actions.respond')}
      okButtonProps={{ loading: respond.running, ...{ 'data-testid': 'booking-respond-confirm' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={t('dialogs.respondNote')} rules={[zodRule(statusInput.shape.note)]}>
          <Input.TextArea maxLength={EQUIPMENT_LIMITS.textMax} showCount autoSize={{ minRows: 3 }} data-testid="booking-respond-note" />
        </Form.Item>
        <Form.Item
          name="priceYuan"
          label={t('dialogs.proposedPrice')}
          extra={t('dialogs.currentPrice', { price: formatFen(booking.price) })}
          rules={[
            {
              validator: async (_rule, value: number | null | undefined) => {
                if (value === null || value === undefined) return;
                const fen = yuanToFen(value);
                if (fen === undefined || !statusInput.shape.price.safeParse(fen).success) throw new Error(message('priceInvalid'));
              },
            },
          ]}
        >
          <InputNumber min={0.01} precision={2} step={10} prefix="¥" style={{ width: 200 }} data-testid="booking-respond-price" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
