import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { mobileField, smsCodeField } from '@contract/endpoints/accountFields';
import { gateway } from '@contract/endpoints/gateway';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { SmsCodeInput } from '../../components/account/SmsCodeInput';
import { zodRule } from '../../components/zodRule';
import { clearErrorsOnChange } from '../../components/formErrors';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { ALL_AGREED, AgreeAllCheckbox, agreedRule } from './Agreements';
import { useFinishSignIn } from './signedIn';

interface Values {
  mobile: string;
  smsCode: string;
  agreed?: boolean;
}

/**
 * Mobile number and SMS code. `orRegister`: a number without an account gets one at its first login
 * (the agreements are ticked here); otherwise the number must be registered.
 */
export function MobileLoginForm({ orRegister }: { orRegister: boolean }) {
  const { t } = useTranslation('portal');
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    const { resendIn } = await call(gateway.sendMobile, { mobile, type: orRegister ? 'loginOrRegister' : 'login' });
    notify('success', message('codeSent'));
    return resendIn;
  };

  const onFinish = async ({ mobile, smsCode }: Values) => {
    setSubmitting(true);
    try {
      const body = orRegister
        ? await call(loginCustom.loginByMobileAndRegis, { mobile, smsCode, agreements: ALL_AGREED })
        : await call(loginCustom.loginByMobile, { mobile, smsCode });
      await finish(body.data, body.msg);
    } catch {
      // Shown by the http client.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <Form.Item name="mobile" label={t('login.mobile')} rules={[zodRule(mobileField())]}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobilePlaceholder')} inputMode="tel" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="smsCode" label={t('login.smsCode')} rules={[zodRule(smsCodeField)]}>
        <SmsCodeInput send={send} />
      </Form.Item>
      {orRegister && (
        <Form.Item name="agreed" valuePropName="checked" rules={[agreedRule]} extra={t('login.firstLoginRegisters')}>
          <AgreeAllCheckbox />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="mobile-login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
