import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { ArticleView } from '../ArticleView';
import { ContentScope } from '../ContentScope';
import { contentPublic, idFrom } from '../endpoints';

/**
 * One published article by `?id=` or the path's `:id`: /other/journalismDetail, /other/storyDetail,
 * /other/solutionDetail, /other/:id, /solution/:id, /help/:id (news, stories, solutions, help articles, update records).
 */
export default function ArticleDetailPage() {
  const { i18n } = useTranslation();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = idFrom(pathId ?? params.get('id'));
  const answer = useRemote((signal) => call(contentPublic.articleDetail, { id: id! }, { signal, silent: true }), `${i18n.language}#${id}`, id !== undefined);
  return (
    <ContentScope testId="content-detail">
      <ArticleView answer={answer} missing={id === undefined} />
    </ContentScope>
  );
}
