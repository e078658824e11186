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

/** The platform's services beyond the header's main entries. */
const SERVICE_LINKS = [
  ['allServer', '/allServer'],
  ['tempDoc', '/tempDoc/list'],
  ['standardParts', '/standardParts/list'],
  ['industryApp', '/industryApp'],
  ['digitalTalentTraining', '/digitalTalentTraining'],
  ['expertServices', '/expertServices'],
  ['questionnaire', '/questionnaire'],
  ['suggestion', '/my/suggestion'],
] as const;

/** The AI assistant's tools (its front door is in the header). */
const AI_LINKS = [
  ['steelAi', '/ai/steelAi'],
  ['steelChart', '/ai/steelChart'],
  ['steelDoc', '/ai/steelDoc'],
  ['aiDoc', '/ai/aiDoc'],
] as const;

function LinkColumn({ id, heading, links }: { id: string; heading: string; links: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-labelledby={id}>
      <p className="at-footer__heading" id={id}>
        {heading}
      </p>
      <ul className="at-footer__links">
        {links.map(([key, path]) => (
          <li key={key}>
            <Link to={path}>{t(`footer.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
        <LinkColumn id="footer-platform" heading={t('footer.platform')} links={PLATFORM_LINKS} />
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <LinkColumn id="footer-services" heading={t('footer.services')} links={SERVICE_LINKS} />
          <LinkColumn id="footer-ai" heading={t('footer.ai')} links={AI_LINKS} />
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
