import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** 'Current location: Home > …' (spec §2); the caller hides it when the content-hiding flag is off. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...crumbs];
  return (
    <nav className="at-breadcrumb" aria-label={t('breadcrumb.label')}>
      <span className="at-breadcrumb__label">{t('breadcrumb.currentLocation')}</span>
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
