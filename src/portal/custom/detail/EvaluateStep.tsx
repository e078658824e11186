import { useState } from 'react';
import { Button, Form, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { CUSTOM_LIMITS } from '../endpoints';
import { message as text } from '../../../providers/i18n';

/** The buyer rates the delivered product, 1–5 stars, with a comment if they like. */
export function EvaluateStep({ label, onConfirm }: { label: string; onConfirm: (stars: number, comment: string) => Promise<boolean> }) {
  const { t } = useTranslation('custom');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ stars?: number; comment?: string }>();
  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.stars) return;
    setSaving(true);
    const done = await onConfirm(values.stars, values.comment?.trim() ?? '');
    setSaving(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="custom-evaluate">
        {label}
      </Button>
      <Modal
        open={open}
        title={t('detail.evaluateTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={t('detail.submit')}
        okButtonProps={{ loading: saving, ...{ 'data-testid': 'custom-evaluate-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="stars" label={t('detail.stars')} rules={[{ required: true, message: text(MSG.evaluationStars) }]}>
            <Rate data-testid="custom-evaluate-stars" />
          </Form.Item>
          <Form.Item name="comment" label={t('detail.comment')}>
            <Input.TextArea maxLength={CUSTOM_LIMITS.evaluationMax} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
