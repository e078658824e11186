import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@contract/locales';
import { useSession } from '../../providers/session';
import { UnreadBadge } from '../../components/messages/UnreadBadge';
import { signOut } from '../../providers/signOut';
import { switchLanguage } from '../../providers/language';
import { PORTAL_ROUTES } from '../routes';

function LanguageSwitch() {
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

function UserArea() {
  const { t } = useTranslation('common');
  const { token, userName } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Link className="at-button at-button--primary" to={`/login?redirect=${redirect}`} data-testid="header-login">
        {t('header.login')}
      </Link>
    );
  }
  return (
    <>
    <UnreadBadge />
    <details className="at-user">
      <summary data-testid="header-user">{userName}</summary>
      <ul className="at-user__menu">
        <li>
          <Link to="/my">{t('header.console')}</Link>
        </li>
        <li>
          <button
            type="button"
            data-testid="header-logout"
            onClick={async () => {
              await signOut();
              navigate('/');
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </details>
    </>
  );
}

/** A header entry's label key is its path's last segment: /material/materialHome → nav.materialHome. */
export const navKey = (path: string) => (path === '/' ? 'home' : path.split('/').pop()!);

export function SiteHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="at-header">
      <div className="at-container at-header__inner">
        <Link to="/" className="at-brand" aria-label={t('brand.home')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="at-brand__name">{t('brand.name')}</span>
          <span className="at-brand__tagline">{t('brand.tagline')}</span>
        </Link>
        <nav className="at-nav" aria-label={t('header.navigation')}>
          {PORTAL_ROUTES.filter((route) => route.nav).map((route) => (
            <NavLink key={route.path} to={route.path} end>
              {t(`nav.${navKey(route.path)}`)}
            </NavLink>
          ))}
        </nav>
        <div className="at-header__tools">
          <LanguageSwitch />
          <UserArea />
        </div>
      </div>
    </header>
  );
}
