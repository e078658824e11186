import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemPath, LIBRARY_PATHS } from '../../library';
import { pictureSrc, type HomeData } from '../homeCalls';
import { HomeSection } from './HomeSection';

/** The technical library's latest documents and books; hidden while it has none published. */
export function LibrarySection({ data: { library: items } }: { data: HomeData }) {
  const { t } = useTranslation('home');
  if (items.length === 0) return null;
  return (
    <HomeSection id="library" title={t('library.title')} more={{ to: LIBRARY_PATHS.list, label: t('library.more') }}>
      <ul className="at-home-cards">
        {items.map((item) => (
          <li key={item.id} className="at-home-card">
            {item.coverId && <img src={pictureSrc(item.coverId)} alt="" loading="lazy" className="at-home-card__picture" />}
            <Link to={itemPath(item)} className="at-home-card__title">
              {item.title}
            </Link>
            <span className="at-home-card__meta">{[t(`library.kind.${item.kind}`), item.authors].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
