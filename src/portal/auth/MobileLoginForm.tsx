import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { clearErrorsOnChange } from '../../components/formErrors';
import { call } from '../../providers/http';
import { ALL_AGREED, AgreeAllCheckbox, agreedRule } from './Agreements';
import { MobileCodeFields } from './MobileCodeFields';
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
      <MobileCodeFields form={form} purpose={orRegister ? 'loginOrRegister' : 'login'} mobileLabel={t('login.mobile')} codeLabel={t('login.smsCode')} placeholder={t('login.mobilePlaceholder')} />
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
