import { Card, Spin, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/AntdScope';
import { MobileLoginForm } from './MobileLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useLoginConfig } from './useLoginConfig';
import { WechatLogin, useWechatRedirect } from './WechatLogin';
import './auth.css';

/**
 * The login forms: password (with the image code when on), mobile + SMS code, WeChat QR. `/login` asks
 * for a registered number; `/login22`, the alternate entry, puts the mobile first and registers a number
 * at its first login.
 */
function LoginTabs({ alternate }: { alternate: boolean }) {
  const { t } = useTranslation('portal');
  const config = useLoginConfig();
  const returning = useWechatRedirect();
  if (returning) return <Spin tip={t('login.wechatReturning')}><div className="at-auth__spin" /></Spin>;
  const password = { key: 'password', label: t('login.title'), children: <PasswordLoginForm captcha={config?.captchaRequired ?? false} /> };
  const mobile = { key: 'mobile', label: t('login.mobileTab'), children: <MobileLoginForm orRegister={alternate} /> };
  const wechat = { key: 'wechat', label: t('login.wechatTab'), children: <WechatLogin /> };
  return <Tabs items={alternate ? [mobile, password, wechat] : [password, mobile, wechat]} centered destroyOnHidden />;
}

export function LoginPanel({ alternate = false }: { alternate?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <AntdScope>
      <div className={`at-auth${alternate ? ' at-auth--split' : ''}`}>
        {alternate && (
          <section className="at-auth__intro">
            <h1>{t('login22.heading')}</h1>
            <p>{t('login22.text')}</p>
          </section>
        )}
        <Card className="at-auth__card">
          <LoginTabs alternate={alternate} />
          <div className="at-auth__links">
            <Link to="/password" data-testid="forgot-password">{t('login.forgot')}</Link>
            <Link to="/register" data-testid="go-register">{t('login.register')}</Link>
          </div>
        </Card>
      </div>
    </AntdScope>
  );
}
