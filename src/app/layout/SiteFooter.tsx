import { useTranslation } from 'react-i18next';

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
        <div>
          <p className="at-footer__heading">{t('footer.dataSources')}</p>
          <p>{t('footer.dataSourcesText')}</p>
        </div>
      </div>
      <p className="at-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
