import { Alert, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/dateTime';
import { RichTextView } from '../../components/richText/RichTextView';
import type { Remote } from '../../components/useRemote';
import { catalogueName, catalogueTrail } from './catalogue';
import { Cover } from './Cover';
import { CONTENT_PATHS, type ArticleDetail, type ContentKind } from './endpoints';
import { useCatalogueTree } from './useCatalogueTree';

interface Crumb {
  label: string;
  to: string;
}

/** Where an article of a kind sits: its list (help articles: the help centre and their catalogues). */
function useTrail(article: ArticleDetail | undefined): Crumb[] {
  const { t, i18n } = useTranslation('content');
  const tree = useCatalogueTree(article?.kind === 'help');
  if (!article) return [];
  const lists: Partial<Record<ContentKind, Crumb[]>> = {
    news: [{ label: t('news.title'), to: CONTENT_PATHS.news }],
    story: [{ label: t('stories.title'), to: CONTENT_PATHS.stories }],
    solution: [{ label: t('solutions.title'), to: CONTENT_PATHS.solutions }],
    record: [
      { label: t('help.title'), to: CONTENT_PATHS.help },
      { label: t('records.title'), to: CONTENT_PATHS.records },
    ],
    help: [
      { label: t('help.title'), to: CONTENT_PATHS.help },
      ...catalogueTrail(tree.data ?? [], article.catalogueId).map((node) => ({
        label: catalogueName(node, i18n.language),
        to: CONTENT_PATHS.helpList(node.id),
      })),
    ],
  };
  return lists[article.kind] ?? [];
}

/** One published article: where it sits, its title, date, tags, cover, body and its neighbours; or a clear 'not found'. */
export function ArticleView({ answer, missing, absentText }: { answer: Remote<ArticleDetail>; missing: boolean; absentText?: string }) {
  const { t, i18n } = useTranslation('content');
  const article = answer.data;
  const crumbs = useTrail(article);
  if (missing || answer.error !== undefined) {
    return (
      <div data-testid="content-not-found">
        <Result status="404" title={t('article.notFound')} subTitle={absentText ?? t('article.notFoundText')} extra={<Link to="/">{t('article.home')}</Link>} />
      </div>
    );
  }
  if (!article) return <Skeleton active />;
  const path = (id: number) => CONTENT_PATHS.article(article.kind, id);
  return (
    <article className="at-content__article" data-testid="content-article">
      {crumbs.length > 0 && (
        <nav className="at-content__trail" aria-label={t('article.trail')} data-testid="content-trail">
          {crumbs.map((crumb) => (
            <Link key={crumb.to} to={crumb.to}>
              {crumb.label}
            </Link>
          ))}
        </nav>
      )}
      <h1>{article.title}</h1>
      <div className="at-content__meta">
        {article.kind !== 'page' && <time dateTime={article.publishAt}>{formatDate(article.publishAt)}</time>}
        {article.tags.map((tag) => (
          <span key={tag} className="at-content__tag">
            {tag}
          </span>
        ))}
      </div>
      {article.shownLanguage !== i18n.language && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message={t(`article.onlyIn.${article.shownLanguage}`)} data-testid="content-language-notice" />
      )}
      <Cover id={article.coverFileId} alt={article.title} className="at-content__article-cover" />
      <RichTextView html={article.body} />
      {(article.previous || article.next) && (
        <nav className="at-content__neighbours" aria-label={t('article.neighbours')}>
          <span>{article.previous && <Link to={path(article.previous.id)}>{t('article.previous', { title: article.previous.title })}</Link>}</span>
          <span>{article.next && <Link to={path(article.next.id)}>{t('article.next', { title: article.next.title })}</Link>}</span>
        </nav>
      )}
    </article>
  );
}
