import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, type BookingDetail } from '@contract/endpoints/equipments';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';

/** The laboratory declines a booking; the customer sees the reason, which is required. */
export function DeclineModal({ booking, open, onClose }: { booking: BookingDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('research');
  const [form] = Form.useForm<{ note: string }>();
  const decline = useAction(equipments.orderStatus, { success: t('notices.declined'), invalidates: 'all' });

  const submit = async () => {
    const { note } = await form.validateFields();
    if (await decline.run({ id: booking.id, action: 'decline', note: note.trim() })) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.declineTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('actions.decline')}
      okButtonProps={{ danger: true, loading: decline.running, ...{ 'data-testid': 'booking-decline-confirm' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="note"
          label={t('dialogs.declineReason')}
          required
          rules={[
            { required: true, whitespace: true, message: t('dialogs.declineReasonRequired') },
            { max: EQUIPMENT_LIMITS.textMax, message: message('valueTooLong') },
          ]}
        >
          <Input.TextArea maxLength={EQUIPMENT_LIMITS.textMax} showCount autoSize={{ minRows: 3 }} data-testid="booking-decline-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
