import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './layout/shell.css';

/** Every unknown address, in both languages (spec §2, §8), with the way back to the right home. */
export function NotFound() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${t('notFound.title')} - ${t('brand.name')}`;
  }, [t]);
  return (
    <section className="at-notfound" data-testid="not-found">
      <p className="at-notfound__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="at-button at-button--primary" to="/">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
