import { useTranslation } from 'react-i18next';
import { useAddressFilters } from '../../components/pagedList/useAddressFilters';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { contentPublic, idFrom } from './endpoints';

export type ListKind = 'news' | 'story' | 'solution' | 'help' | 'record';

/**
 * A public article list whose keyword, tag, catalogue and page live in the address
 * (`?keyword=&tag=&catalogueId=&page=`), so a reload or a shared link shows the same; `change` sets some of them
 * and goes back to the first page unless it sets `page`.
 */
export function useArticleList(kind: ListKind, pageSize: number) {
  const { i18n } = useTranslation();
  const address = useAddressFilters((params) => ({
    keyword: params.get('keyword')?.slice(0, 100) || undefined,
    tag: params.get('tag')?.slice(0, 20) || undefined,
    catalogueId: idFrom(params.get('catalogueId'))?.toString(),
  }));
  const { keyword, tag } = address.filters;
  const catalogueId = idFrom(address.filters.catalogueId);
  const pageNum = Math.min(100000, address.pageNum);
  const query = { kind, keyword, tag, catalogueId, pageNum, pageSize };
  const answer = useRemote(
    (signal) => call(contentPublic.articlePage, query, { signal }),
    `${i18n.language}#${JSON.stringify(query)}`,
  );
  return {
    page: answer.data ?? answer.latest,
    loading: answer.loading,
    failed: answer.error !== undefined && !answer.latest,
    keyword: keyword ?? '',
    tag,
    catalogueId,
    pageNum,
    change: address.change,
  };
}
