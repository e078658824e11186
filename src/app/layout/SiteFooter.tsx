import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_PATHS } from '@contract/contentPaths';

/** The platform's own pages, linked from every page's footer. */
const PLATFORM_LINKS = [
  ['aboutUs', CONTENT_PATHS.about],
  ['help', CONTENT_PATHS.help],
  ['records', CONTENT_PATHS.records],
  ['news', CONTENT_PATHS.news],
] as const;

export function SiteFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className="at-footer">
      <div className="at-container at-footer__inner">
        <div>
          <p className="at-footer__brand">{t('brand.name')}</p>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-platform">
          <p className="at-footer__heading" id="footer-platform">
            {t('footer.platform')}
          </p>
          <ul className="at-footer__links">
            {PLATFORM_LINKS.map(([key, path]) => (
              <li key={key}>
                <Link to={path}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="at-footer__heading">{t('footer.dataSources')}</p>
          <p>{t('footer.dataSourcesText')}</p>
        </div>
      </div>
      <p className="at-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
