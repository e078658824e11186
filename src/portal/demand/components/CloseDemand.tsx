import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { DEMAND_LIMITS, myResearchDemand, type DemandDetail } from '../endpoints';

/** The owner closes an open or quoted demand, with a reason if they like. */
export function CloseDemand({ demand, onClosed }: { demand: DemandDetail; onClosed: (detail: DemandDetail) => void }) {
  const { t } = useTranslation('demand');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  if (!demand.nextActions.includes('close')) return null;

  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { reason } = values;
    setSaving(true);
    try {
      onClosed(await call(myResearchDemand.close, { id: demand.id, reason: reason?.trim() || undefined }));
      setOpen(false);
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="demand-close">
        {t('detail.close')}
      </Button>
      <Modal
        open={open}
        title={t('detail.closeTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={t('detail.closeConfirm')}
        okButtonProps={{ danger: true, loading: saving, ...{ 'data-testid': 'demand-close-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('detail.closeReasonOptional')}>
            <Input.TextArea maxLength={DEMAND_LIMITS.reasonMax} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
