import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS } from '../endpoints';

/** A button opening a confirmation with an optional reason (cancel the order, decline the offer). */
export function ReasonStep({
  label,
  title,
  reasonLabel,
  testId,
  onConfirm,
}: {
  label: string;
  title: string;
  reasonLabel: string;
  testId: string;
  /** Answers whether the step was taken (the dialog closes then). */
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('custom');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    const done = await onConfirm(values.reason?.trim() ?? '');
    setSaving(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={t('detail.confirm')}
        okButtonProps={{ danger: true, loading: saving, ...{ 'data-testid': `${testId}-confirm` } }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={reasonLabel}>
            <Input.TextArea maxLength={CUSTOM_LIMITS.noteMax} showCount autoSize={{ minRows: 3 }} data-testid={`${testId}-reason`} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
