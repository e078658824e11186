import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { headerEntries } from './headerEntries';
import { LanguageSwitch, UserArea } from './HeaderTools';
import { MobileMenu } from './MobileMenu';
import { NavEntries } from './NavEntries';

const ENTRIES = headerEntries();

/** Brand, navigation and tools on one line; a narrow window gets a menu button and a drawer instead (header.css). */
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
          <NavEntries entries={ENTRIES} variant="bar" />
        </nav>
        <div className="at-header__tools">
          <LanguageSwitch />
          <UserArea />
        </div>
        <MobileMenu entries={ENTRIES} />
      </div>
    </header>
  );
}
