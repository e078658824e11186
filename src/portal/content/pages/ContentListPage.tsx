import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../ArticleList';
import { ContentScope } from '../ContentScope';
import { CONTENT_PATHS } from '../endpoints';
import { useArticleList, type ListKind } from '../useArticleList';

const PAGE_SIZE = 10;

/** The texts of a list (content.json `<section>.*`), the section named by kind. */
const SECTIONS = { news: 'news', story: 'stories', solution: 'solutions', record: 'records' } as const;

/** A plain list of one kind, newest first: news (with tags), stories, solutions, update records. */
export function ContentListPage({ kind }: { kind: Exclude<ListKind, 'help'> }) {
  const { t } = useTranslation('content');
  const section = SECTIONS[kind];
  const list = useArticleList(kind, PAGE_SIZE);
  return (
    <ContentScope>
      <ArticleList
        testId={`content-list-${kind}`}
        title={t(`${section}.title`)}
        intro={t(`${section}.intro`)}
        searchLabel={t(`${section}.search`)}
        empty={t(`${section}.empty`)}
        list={list}
        pageSize={PAGE_SIZE}
        tags={kind === 'news'}
      >
        {kind === 'record' && <Link to={CONTENT_PATHS.help}>{t('help.title')}</Link>}
      </ArticleList>
    </ContentScope>
  );
}
