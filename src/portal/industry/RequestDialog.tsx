import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_LIMITS, industryRequestInput, type IndustryRequestInput } from '@contract/endpoints/industry';
import { zodRule } from '../../components/zodRule';
import { call } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { useSession } from '../../providers/session';
import { INDUSTRY_KIND_API, loginPath, type IndustryKind } from './kinds';

const rules = industryRequestInput.shape;
type Values = Omit<IndustryRequestInput, 'entryId'>;

/**
 * The kind's action on a detail (apply / sign up / ask for a consultation): a button that opens the contact form,
 * checked in the browser with the contract's rules; visitors are sent to sign in and come back. `disabledReason`
 * (a full course, a passed deadline) replaces the button by a plain note.
 */
export function RequestDialog({ kind, entryId, title, disabledReason, onSent }: { kind: IndustryKind; entryId: number; title: string; disabledReason?: string; onSent?: () => void }) {
  const { t } = useTranslation('industry');
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<Values>();

  if (disabledReason) {
    return (
      <Button disabled data-testid="industry-request-disabled">
        {disabledReason}
      </Button>
    );
  }
  if (!token) {
    return (
      <Button type="primary" onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))} data-testid="industry-request-sign-in">
        {t('request.signIn')}
      </Button>
    );
  }

  const send = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSending(true);
    const sent = await call(INDUSTRY_KIND_API[kind].apply, { ...values, entryId }).catch(() => undefined);
    setSending(false);
    if (!sent) return;
    void message.success(text('industryRequestSent'));
    setOpen(false);
    form.resetFields();
    onSent?.();
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="industry-request-open">
        {t(`sections.${kind}.action`)}
      </Button>
      <Modal
        open={open}
        title={t(`request.title.${kind}`)}
        onCancel={() => setOpen(false)}
        onOk={() => void send()}
        okText={t('request.submit')}
        cancelText={t('request.cancel')}
        confirmLoading={sending}
        okButtonProps={{ 'data-testid': 'industry-request-submit' } as never}
        destroyOnHidden
      >
        <p>{t('request.about', { title })}</p>
        <Form form={form} layout="vertical" preserve={false} data-testid="industry-request-form">
          <Form.Item name="name" label={t('request.name')} rules={[zodRule(rules.name)]}>
            <Input maxLength={INDUSTRY_LIMITS.nameMax} autoComplete="name" />
          </Form.Item>
          <Form.Item name="mobile" label={t('request.mobile')} rules={[zodRule(rules.mobile)]}>
            <Input maxLength={11} autoComplete="tel" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="company" label={t('request.company')} rules={[zodRule(rules.company)]}>
            <Input maxLength={INDUSTRY_LIMITS.companyMax} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="message" label={t('request.message')} rules={[zodRule(rules.message)]}>
            <Input.TextArea rows={4} maxLength={INDUSTRY_LIMITS.messageMax} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
