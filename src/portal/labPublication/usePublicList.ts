import { useAddressFilters } from '../../components/pagedList/useAddressFilters';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { labPublicationPublic } from './endpoints';
import { idFrom } from './text';

type ListEndpoint =
  | typeof labPublicationPublic.casePage
  | typeof labPublicationPublic.drawingPage
  | typeof labPublicationPublic.personPage
  | typeof labPublicationPublic.documentPage;

/**
 * A public list whose keyword, laboratory and page live in the address (`?keyword=&lab=&page=`), so a reload or a
 * shared link shows the same; `change` sets some of them and goes back to the first page.
 */
export function usePublicList(endpoint: ListEndpoint, pageSize: number) {
  const address = useAddressFilters((params) => ({ keyword: params.get('keyword') || undefined, lab: idFrom(params.get('lab'))?.toString() }));
  const keyword = address.filters.keyword ?? '';
  const laboratoryId = idFrom(address.filters.lab);
  const pageNum = Math.min(100000, address.pageNum);
  const query = { keyword: keyword || undefined, laboratoryId, pageNum, pageSize };
  const answer = useRemote((signal) => call(endpoint, query, { signal }), `${endpoint.path}#${JSON.stringify(query)}`);

  const change = (next: { keyword?: string; page?: number }) =>
    address.change({
      ...('keyword' in next ? { keyword: next.keyword || undefined } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  return { page: answer.data ?? answer.latest, loading: answer.loading, failed: answer.error !== undefined && !answer.latest, keyword, pageNum, change };
}
