import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { call } from '../../../providers/http';
import { qualityPublic, type QualityCategory } from '../endpoints';
import { categoryName } from '../../../components/quality';
import { idOf, resolveRankingFilters } from './format';

/** The id of a detail page: `?id=N`, or the path's `:id` (`/economy/N`, `/conDetail/N`, `/rank/N`). */
export function usePageId(): number | undefined {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  return idOf(pathId ?? params.get('id'));
}

/** The product categories with their published lines and years: all of them, or those with reports for sale. */
export function useCategories(which: 'category' | 'reportCategory' = 'category') {
  const { i18n } = useTranslation();
  const answer = useRemote((signal) => call(qualityPublic[which], {}, { signal, silent: true }), which);
  const categories: QualityCategory[] = answer.data ?? [];
  return {
    categories,
    loaded: answer.data !== undefined || answer.error !== undefined,
    nameOf: (category: { nameZh: string; nameEn: string }) => categoryName(category, i18n.language),
  };
}

/** A ranking's filters held in the address: `?categoryId=&year=&gradeId=&keyword=&page=`. */
export function useRankingAddress() {
  return useAddressFilters((params) => ({
    categoryId: params.get('categoryId') ?? undefined,
    year: params.get('year') ?? undefined,
    gradeId: params.get('gradeId') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
  }));
}

/**
 * What a ranking page shows: the categories, the category and year chosen in the address (else the first ranked
 * category and its newest year), the keyword and the page.
 */
export function useRankingState(fixedCategoryId?: number) {
  const categories = useCategories();
  const address = useRankingAddress();
  const { filters } = address;
  const { category, year } = resolveRankingFilters(categories.categories, {
    categoryId: fixedCategoryId ?? idOf(filters.categoryId),
    year: idOf(filters.year),
  });
  const fixedMissing = fixedCategoryId !== undefined && categories.loaded && category?.id !== fixedCategoryId;
  return { ...categories, ...address, category: fixedMissing ? undefined : category, year: fixedMissing ? undefined : year, gradeId: idOf(filters.gradeId), keyword: filters.keyword };
}
