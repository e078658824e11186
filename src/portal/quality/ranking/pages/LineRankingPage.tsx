import { LineRanking } from '../components/LineRanking';

/** /quality/skilRanking — the product-line ranking by category, year and grade. */
export default function LineRankingPage() {
  return <LineRanking />;
}
