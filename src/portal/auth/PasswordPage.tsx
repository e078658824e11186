import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newPasswordField } from '@contract/endpoints/accountFields';
import { gateway } from '@contract/endpoints/gateway';
import { AntdScope } from '../../components/AntdScope';
import { zodRule } from '../../components/zodRule';
import { clearErrorsOnChange } from '../../components/formErrors';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { confirmationRule } from '../../components/account/passwordRules';
import { MobileCodeFields } from './MobileCodeFields';
import './auth.css';

interface Values {
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Password retrieval: a code to the registered mobile number, then a new password. */
function PasswordForm() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);


  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await call(gateway.forgetPassword, values);
      notify('success', message('passwordReset'));
      navigate('/login', { replace: true });
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <MobileCodeFields form={form} purpose={'password'} mobileLabel={t('password.mobile')} codeLabel={t('password.smsCode')} />
      <Form.Item name="password" label={t('password.newPassword')} rules={[zodRule(newPasswordField)]} extra={message('passwordPolicy')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('password.confirmPassword')} dependencies={['password']} rules={[confirmationRule(form)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={saving} data-testid="password-submit">
        {t('password.submit')}
      </Button>
      <div className="at-auth__links">
        <Link to="/login">{t('password.backToLogin')}</Link>
      </div>
    </Form>
  );
}

export default function PasswordPage() {
  const { t } = useTranslation('portal');
  return (
    <AntdScope>
      <div className="at-auth">
        <Card className="at-auth__card" title={t('password.title')}>
          <PasswordForm />
        </Card>
      </div>
    </AntdScope>
  );
}
