import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginInput, verifyCodeField } from '@contract/endpoints/loginCustom';
import { zodRule } from '../../components/zodRule';
import { signInWithPassword, safeRedirect } from '../../providers/auth';
import { notify } from '../../providers/notify';
import { useImageCode } from './useImageCode';

interface Values {
  account: string;
  password: string;
  verifyCode?: string;
}

/**
 * Account (user name or mobile) and password, plus the image code while the server has it on. An image is
 * good for one attempt: after a refusal the next one is loaded.
 */
export function PasswordLoginForm({ captcha }: { captcha: boolean }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const { image, reload } = useImageCode(captcha);

  const onFinish = async ({ account, password, verifyCode }: Values) => {
    setSubmitting(true);
    try {
      const code = captcha ? { verifyKey: image?.key ?? '', verifyCode: verifyCode ?? '' } : undefined;
      notify('success', await signInWithPassword(account.trim(), password, code));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The http client has shown the server's message; the used image code is replaced.
      if (captcha) {
        form.setFieldValue('verifyCode', '');
        reload();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit">
      <Form.Item name="account" label={t('login.account')} rules={[zodRule(loginInput.shape.account)]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[zodRule(loginInput.shape.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {captcha && (
        <Form.Item label={t('login.imageCode')} required>
          <div className="at-image-code">
            <Form.Item name="verifyCode" noStyle rules={[zodRule(verifyCodeField)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('login.imageCodePlaceholder')} maxLength={8} autoComplete="off" />
            </Form.Item>
            <button type="button" className="at-image-code__image" onClick={reload} title={t('login.imageCodeRefresh')} data-testid="image-code">
              {image && <img src={image.src} alt={t('login.imageCodeAlt')} width={120} height={40} />}
            </button>
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
