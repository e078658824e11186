import { MatchingScope } from '../components/MatchingScope';
import { PairExplanation } from '../components/PairViews';
import { MATCHING_PATHS } from '../paths';

/** /mind/seeDetail?ids=… — one result's full explanation against the query. */
export default function SeeDetailPage() {
  return (
    <MatchingScope>
      <PairExplanation compositionPath={MATCHING_PATHS.composition} />
    </MatchingScope>
  );
}
