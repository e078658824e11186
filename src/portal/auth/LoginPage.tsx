import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginInput } from '@contract/endpoints/loginCustom';
import { AntdScope } from '../../components/AntdScope';
import { zodRule } from '../../components/zodRule';
import { safeRedirect, signInWithPassword } from '../../providers/auth';
import { notify } from '../../providers/notify';
import './login.css';

interface LoginValues {
  account: string;
  password: string;
}

function LoginForm() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ account, password }: LoginValues) => {
    setSubmitting(true);
    try {
      notify('success', await signInWithPassword(account.trim(), password));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card className="at-login__card" title={t('login.title')}>
      <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit">
        <Form.Item name="account" label={t('login.account')} rules={[zodRule(loginInput.shape.account)]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[zodRule(loginInput.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </Card>
  );
}

export default function LoginPage() {
  return (
    <AntdScope>
      <div className="at-login">
        <LoginForm />
      </div>
    </AntdScope>
  );
}
