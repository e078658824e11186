import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import { MatchingScope } from '../components/MatchingScope';
import { MatchResults } from '../components/MatchResults';
import { PageHead } from '../components/PageHead';
import { MATCHING_PATHS, withQuery } from '../paths';
import { decodeState, encodeState, type MatchState } from '../model/urlState';
import { queryProblem } from '../model/validate';

const DETAIL_PATHS = { detail: MATCHING_PATHS.detail, composition: MATCHING_PATHS.composition };

/** /mind/gcMatchingNext?… — the ranked results of the query in the address (shareable). */
function GcMatchingNext() {
  const { t } = useTranslation('matching');
  const [params, setParams] = useSearchParams();
  const state = decodeState(params);
  const problem = queryProblem(state);
  const edit = withQuery(MATCHING_PATHS.form, encodeState({ ...state, page: 1, selected: [] }));
  const page = (pageNum: number, pageSize: number) => {
    const next: MatchState = { ...state, page: pageSize === state.pageSize ? pageNum : 1, pageSize };
    setParams(encodeState(next));
  };
  // Choosing results replaces the address, so that Back leaves the results rather than undoing each tick.
  const select = (selected: number[]) => setParams(encodeState({ ...state, selected }), { replace: true });
  return (
    <>
      <PageHead title={t('results.title')}>
        <Link to={edit} data-testid="edit-query">{t('results.editQuery')}</Link>
      </PageHead>
      {problem ? (
        <Alert type="error" showIcon message={t('results.problem')} description={message(problem)} data-testid="query-problem" />
      ) : (
        <MatchResults state={state} onPage={page} onSelect={select} paths={DETAIL_PATHS} />
      )}
    </>
  );
}

export default function GcMatchingNextPage() {
  return (
    <MatchingScope>
      <GcMatchingNext />
    </MatchingScope>
  );
}
