import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@contract/locales';
import { useSession } from '../../providers/session';
import { UnreadBadge } from '../../components/messages/UnreadBadge';
import { signOut } from '../../providers/signOut';
import { switchLanguage } from '../../providers/language';
import { useDetailsMenu } from './useDetailsMenu';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language as Language;
  return (
    <div className="at-lang" role="group" aria-label={t('language.label')}>
      {(['zh', 'en'] as const).map((language) => (
        <button
          key={language}
          type="button"
          className="at-lang__option"
          aria-pressed={current === language}
          lang={language === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => current !== language && void switchLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}

/** The login page's address, coming back to the current page. */
export function useLoginPath() {
  const location = useLocation();
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/');
  };
}

/** The wide header's login button, or the signed-in user's messages and menu. */
export function UserArea() {
  const { t } = useTranslation('common');
  const { token, userName } = useSession();
  const loginPath = useLoginPath();
  const logout = useLogout();
  const { ref, onKeyDown } = useDetailsMenu();
  if (!token) {
    return (
      <Link className="at-button at-button--primary" to={loginPath} data-testid="header-login">
        {t('header.login')}
      </Link>
    );
  }
  return (
    <>
      <UnreadBadge />
      <details className="at-user" ref={ref} onKeyDown={onKeyDown}>
        <summary data-testid="header-user">{userName}</summary>
        <ul className="at-user__menu">
          <li>
            <Link to="/my">{t('header.console')}</Link>
          </li>
          <li>
            <button type="button" data-testid="header-logout" onClick={logout}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </details>
    </>
  );
}
