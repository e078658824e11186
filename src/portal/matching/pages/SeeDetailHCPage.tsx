import { MatchingScope } from '../components/MatchingScope';
import { PairComposition } from '../components/PairViews';
import { MATCHING_PATHS } from '../paths';

/** /mind/seeDetailHC?ids=… — one result's composition beside the query's. */
export default function SeeDetailHCPage() {
  return (
    <MatchingScope>
      <PairComposition explanationPath={MATCHING_PATHS.detail} />
    </MatchingScope>
  );
}
