import { INDUSTRY_MODES, INDUSTRY_SECTORS } from '@contract/endpoints/industry';
import { oneOf, useAddressFilters } from '../../components/pagedList/useAddressFilters';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { INDUSTRY_KIND_API, type IndustryKind } from './kinds';

/**
 * A kind's published entries with the filters in the address (`?keyword=&industry=&mode=&upcoming=&field=&page=`),
 * so a reload or a shared link shows the same list.
 */
export function useEntryList(kind: IndustryKind, pageSize: number) {
  const address = useAddressFilters((params) => ({
    keyword: params.get('keyword') || undefined,
    industry: kind === 'industrial' ? oneOf(INDUSTRY_SECTORS, params.get('industry')) : undefined,
    mode: kind === 'digital' ? oneOf(INDUSTRY_MODES, params.get('mode')) : undefined,
    upcoming: kind === 'digital' && params.get('upcoming') === 'true' ? 'true' : undefined,
    field: kind === 'expert' ? params.get('field') || undefined : undefined,
  }));
  const pageNum = Math.min(100000, address.pageNum);
  const query = { ...address.filters, pageNum, pageSize };
  const endpoint = INDUSTRY_KIND_API[kind].list;
  const answer = useRemote((signal) => call(endpoint, query as never, { signal }), `${endpoint.path}#${JSON.stringify(query)}`);
  const filtered = Object.values(address.filters).some(Boolean);
  return { page: answer.data ?? answer.latest, loading: answer.loading, failed: answer.error !== undefined && !answer.latest, filters: address.filters, filtered, pageNum, change: address.change };
}
