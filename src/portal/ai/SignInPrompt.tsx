import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../components/loginPath';

/** What a visitor sees instead of the conversations: the calls are for signed-in users. */
export function SignInPrompt() {
  const { t } = useTranslation('ai');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('signIn.title')}
      subTitle={t('signIn.text')}
      extra={
        <Button type="primary" data-testid="ai-sign-in" onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}>
          {t('signIn.action')}
        </Button>
      }
    />
  );
}
