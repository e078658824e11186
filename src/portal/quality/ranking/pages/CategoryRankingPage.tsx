import { LineRanking } from '../components/LineRanking';
import { usePageId } from '../hooks';

/** /rank/:id — the product-line ranking of one category (without an id: all categories, like /quality/skilRanking). */
export default function CategoryRankingPage() {
  const id = usePageId();
  return <LineRanking key={id ?? 0} categoryId={id} />;
}
