import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsolePath, PortalPath } from '@contract/portalPaths';
import { HomeSection } from './HomeSection';

/** The platform's services, each card leading to its page (a service whose pages are gone is taken off this list). */
export const SERVICES: readonly (readonly [service: string, path: PortalPath | ConsolePath])[] = [
  ['materials', '/material/materialHome'],
  ['matching', '/mind/mindIndex'],
  ['testing', '/cloud/cloudHomepage'],
  ['research', '/cloud/testResources'],
  ['library', '/librany/libranyList'],
  ['quality', '/quality/qualityRanking'],
  ['rdData', '/zhj/productList'],
  ['enterprise', '/my'],
];

export function ServicesSection() {
  const { t } = useTranslation('common');
  return (
    <HomeSection id="services" title={t('home.servicesTitle')}>
      <ul className="at-services">
        {SERVICES.map(([service, path]) => (
          <li key={service}>
            <Link to={path} className="at-service">
              <h3>{t(`home.services.${service}.title`)}</h3>
              <p>{t(`home.services.${service}.text`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
