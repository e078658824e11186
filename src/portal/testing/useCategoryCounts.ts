import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { CAPABILITY_KINDS, examineContent, ITEM_CATEGORIES, type CapabilityKind, type ItemCategory } from './endpoints';

export interface CatalogueCounts {
  categories: { category: ItemCategory; count: number }[];
  kinds: Record<CapabilityKind, number>;
}

/**
 * How many catalogue items each category and each kind holds: the totals the item list answers for each filter
 * (one row asked of each), so the figures are the server's.
 */
export function useCategoryCounts() {
  return useRemote<CatalogueCounts>(async (signal) => {
    const total = (filter: { category?: ItemCategory; kind?: CapabilityKind }) =>
      call(examineContent.list, { ...filter, pageNum: 1, pageSize: 1 }, { signal, silent: true }).then((page) => page.total);
    const [categoryTotals, kindTotals] = await Promise.all([
      Promise.all(ITEM_CATEGORIES.map((category) => total({ category }))),
      Promise.all(CAPABILITY_KINDS.map((kind) => total({ kind }))),
    ]);
    return {
      categories: ITEM_CATEGORIES.map((category, index) => ({ category, count: categoryTotals[index] })),
      kinds: Object.fromEntries(CAPABILITY_KINDS.map((kind, index) => [kind, kindTotals[index]])) as Record<CapabilityKind, number>,
    };
  }, 'catalogue-counts');
}
