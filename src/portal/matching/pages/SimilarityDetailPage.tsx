import { MatchingScope } from '../components/MatchingScope';
import { PairExplanation } from '../components/PairViews';
import { MATCHING_PATHS } from '../paths';

/** /allServer/similarityDetail?ids=… — a similar material's explanation. */
export default function SimilarityDetailPage() {
  return (
    <MatchingScope>
      <PairExplanation compositionPath={MATCHING_PATHS.similarityComposition} />
    </MatchingScope>
  );
}
