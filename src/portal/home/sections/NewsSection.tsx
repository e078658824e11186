import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_PATHS } from '@contract/contentPaths';
import { formatDate } from '../../../components/format/dateTime';
import { pictureSrc, type HomeData } from '../homeCalls';
import { HomeSection } from './HomeSection';

/** The latest published news; hidden while there is none. */
export function NewsSection({ data: { news } }: { data: HomeData }) {
  const { t } = useTranslation('home');
  if (news.length === 0) return null;
  return (
    <HomeSection id="news" title={t('news.title')} more={{ to: CONTENT_PATHS.news, label: t('news.more') }}>
      <ul className="at-home-cards">
        {news.map((item) => (
          <li key={item.id} className="at-home-card">
            {item.coverFileId && <img src={pictureSrc(item.coverFileId)} alt="" loading="lazy" className="at-home-card__picture" />}
            <Link to={CONTENT_PATHS.article(item.kind, item.id)} className="at-home-card__title">
              {item.title}
            </Link>
            <time dateTime={item.publishAt} className="at-home-card__meta">
              {formatDate(item.publishAt)}
            </time>
            {item.summary && <p>{item.summary}</p>}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
