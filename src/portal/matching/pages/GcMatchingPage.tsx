import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { QueryForm } from '../components/QueryForm';
import { MATCHING_PATHS, withQuery } from '../paths';
import { decodeState, encodeState } from '../model/urlState';

/** /mind/gcMatching — step 1: the query (prefilled from the address when coming back to change it). */
function GcMatching() {
  const { t } = useTranslation('matching');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHead title={t('form.title')} intro={t('form.intro')} />
      <QueryForm initial={decodeState(params)} onSubmit={(state) => navigate(withQuery(MATCHING_PATHS.results, encodeState(state)))} />
    </>
  );
}

export default function GcMatchingPage() {
  return (
    <MatchingScope>
      <GcMatching />
    </MatchingScope>
  );
}
