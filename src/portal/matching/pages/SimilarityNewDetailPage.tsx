import { MatchingScope } from '../components/MatchingScope';
import { PairComposition } from '../components/PairViews';
import { MATCHING_PATHS } from '../paths';

/** /allServer/similarityNewDetail?ids=… — a similar material's composition. */
export default function SimilarityNewDetailPage() {
  return (
    <MatchingScope>
      <PairComposition explanationPath={MATCHING_PATHS.similarityDetail} />
    </MatchingScope>
  );
}
