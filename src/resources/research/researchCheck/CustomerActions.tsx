import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, statusInput, type BookingDetail } from '@contract/endpoints/equipments';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';

/** Where the portal pays any ledger order. */
const payPath = (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`;

/** The customer's buttons: pay a responded booking (the portal's cashier), cancel one not yet paid (with a reason). */
export function CustomerActions({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();
  const pay = useAction(equipments.orderPay);
  const cancel = useAction(equipments.orderStatus, { success: t('notices.cancelled'), invalidates: 'all' });

  const startPaying = async () => {
    const answer = await pay.run({ id: booking.id });
    if (answer) void navigate(payPath(answer.orderNo));
  };
  const confirmCancel = async () => {
    const { note } = await form.validateFields();
    if (await cancel.run({ id: booking.id, action: 'cancel', note: note?.trim() || undefined })) setCancelling(false);
  };

  return (
    <>
      {booking.nextActions.includes('pay') && (
        <Button type="primary" loading={pay.running} onClick={() => void startPaying()} data-testid="booking-pay">
          {booking.orderNo ? t('actions.continuePay') : t('actions.pay')}
        </Button>
      )}
      {booking.nextActions.includes('cancel') && (
        <Button danger onClick={() => setCancelling(true)} data-testid="booking-action-cancel">
          {t('actions.cancel')}
        </Button>
      )}
      <Modal
        open={cancelling}
        title={t('dialogs.cancelTitle')}
        onCancel={() => setCancelling(false)}
        onOk={() => void confirmCancel()}
        okText={t('actions.cancel')}
        cancelText={t('dialogs.keep')}
        okButtonProps={{ danger: true, loading: cancel.running, ...{ 'data-testid': 'booking-cancel-confirm' } }}
        destroyOnHidden
      >
        <p>{t('dialogs.cancelConfirm')}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="note" label={t('dialogs.cancelReason')} rules={[zodRule(statusInput.shape.note)]}>
            <Input.TextArea maxLength={EQUIPMENT_LIMITS.textMax} showCount autoSize={{ minRows: 3 }} data-testid="booking-cancel-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
