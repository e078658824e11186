import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALITY_PATHS } from '../../endpoints';
import { RANKING_PATHS } from '../paths';

const LINKS = [
  ['landing', RANKING_PATHS.landing],
  ['enterprises', QUALITY_PATHS.ranking],
  ['lines', QUALITY_PATHS.lineRanking],
  ['reports', QUALITY_PATHS.reportList],
  ['lookup', QUALITY_PATHS.reportFiles],
  ['simulate', RANKING_PATHS.simulation],
] as const;

/** The ranking's pages, the current one left out. */
export function RankingNav({ current }: { current?: (typeof LINKS)[number][0] }) {
  const { t } = useTranslation('qualityRanking');
  return (
    <nav className="at-qrank__links" aria-label={t('nav.label')}>
      {LINKS.filter(([key]) => key !== current).map(([key, path]) => (
        <Link key={key} to={path} data-testid={`ranking-nav-${key}`}>
          {t(`nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The method version a ranking was made under, linking to its indicators and weights. */
export function MethodVersionLink({ version }: { version: string | undefined }) {
  const { t } = useTranslation('qualityRanking');
  if (!version) return null;
  return (
    <Link to={RANKING_PATHS.method(version)} data-testid="method-version">
      {t('method.version', { version })}
    </Link>
  );
}
