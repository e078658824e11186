import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { mobileField, smsCodeField } from '@contract/endpoints/accountFields';
import { myAccount, type PersonalData } from '@contract/endpoints/myAccount';
import { zodRule } from '../zodRule';
import { clearErrorsOnChange } from '../formErrors';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { SmsCodeInput } from './SmsCodeInput';

interface Values {
  mobile: string;
  smsCode: string;
}

/** Binds a new mobile number to the signed-in account with a code sent to that new number. */
export function MobileChangeForm({ onDone, submitLabel }: { onDone: (data: PersonalData) => void; submitLabel: string }) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    const { resendIn } = await call(myAccount.sendNewMobileCode, { mobile });
    notify('success', message('codeSent'));
    return resendIn;
  };

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const data = await call(myAccount.updateMobile, values);
      notify('success', message('mobileChanged'));
      onDone(data);
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} name="mobileChange" layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <Form.Item name="mobile" label={t('account.newMobile')} rules={[zodRule(mobileField())]}>
        <Input prefix={<MobileOutlined />} placeholder={t('account.mobilePlaceholder')} inputMode="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="smsCode" label={t('account.smsCode')} rules={[zodRule(smsCodeField)]}>
        <SmsCodeInput send={send} testId="new-mobile-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} block data-testid="mobile-change-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
