import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { HomeSection } from './HomeSection';
import type { HomeData } from '../homeCalls';

/** The most viewed grades and the most searched keywords of the last 30 days; hidden while nobody has looked. */
export function HotSection({ data: { hot } }: { data: HomeData }) {
  const { t } = useTranslation('home');
  if ((hot.grades.length === 0 && hot.keywords.length === 0)) return null;
  return (
    <HomeSection id="hotGrades" title={t('hot.title')} more={{ to: MATERIAL_PATHS.hotSearch, label: t('hot.more') }}>
      <div className="at-home-hot">
        {hot.grades.length > 0 && (
          <div>
            <h3>{t('hot.grades')}</h3>
            <ol>
              {hot.grades.map(({ grade }) => (
                <li key={grade.id}>
                  <Link to={MATERIAL_PATHS.detail(grade.type, grade.id)}>{grade.name}</Link>
                  <span className="at-home-card__meta"> {grade.standard.code}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        {hot.keywords.length > 0 && (
          <div>
            <h3>{t('hot.keywords')}</h3>
            <ul className="at-home-keywords">
              {hot.keywords.map(({ keyword }) => (
                <li key={keyword}>
                  <Link to={MATERIAL_PATHS.search({ q: keyword })}>{keyword}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </HomeSection>
  );
}
