import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../ArticleList';
import { catalogueName, catalogueTrail } from '../catalogue';
import { CatalogueTree } from '../CatalogueTree';
import { ContentScope } from '../ContentScope';
import { CONTENT_PATHS } from '../endpoints';
import { useArticleList } from '../useArticleList';
import { useCatalogueTree } from '../useCatalogueTree';

const PAGE_SIZE = 20;

/** /help and /help/helpList?catalogueId= — the help centre: its catalogues beside the help articles of the chosen one, with search. */
export default function HelpCentrePage() {
  const { t, i18n } = useTranslation('content');
  const list = useArticleList('help', PAGE_SIZE);
  const tree = useCatalogueTree();
  const chosen = catalogueTrail(tree.data ?? [], list.catalogueId ?? null).at(-1);
  return (
    <ContentScope testId="help-centre">
      <div className="at-content__help">
        <aside>{tree.data && tree.data.length > 0 && <CatalogueTree tree={tree.data} chosen={list.catalogueId} onChoose={(id) => list.change({ catalogueId: id?.toString() })} />}</aside>
        <ArticleList
          testId="content-list-help"
          title={chosen ? catalogueName(chosen, i18n.language) : t('help.title')}
          intro={t('help.intro')}
          searchLabel={t('help.search')}
          empty={t('help.empty')}
          list={list}
          pageSize={PAGE_SIZE}
        >
          <Link to={CONTENT_PATHS.records}>{t('records.title')}</Link>
        </ArticleList>
      </div>
    </ContentScope>
  );
}
