import type { CloudFigures } from '@contract/endpoints/testKits';
import { CAPABILITY_KINDS, ITEM_CATEGORIES, type CapabilityKind, type ItemCategory } from './endpoints';

export interface CatalogueCounts {
  categories: { category: ItemCategory; count: number }[];
  kinds: Record<CapabilityKind, number>;
}

/** How many catalogue items each category and each kind holds, from the figures the server counted (zero where none). */
export function catalogueCounts(figures: CloudFigures): CatalogueCounts {
  const sum = (match: (row: CloudFigures['categories'][number]) => boolean) =>
    figures.categories.filter(match).reduce((total, row) => total + row.count, 0);
  return {
    categories: ITEM_CATEGORIES.map((category) => ({ category, count: sum((row) => row.category === category) })),
    kinds: Object.fromEntries(CAPABILITY_KINDS.map((kind) => [kind, sum((row) => row.kind === kind)])) as Record<CapabilityKind, number>,
  };
}
