import { useSearchParams } from 'react-router';
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
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const laboratoryId = idFrom(params.get('lab'));
  const pageNum = Math.max(1, Math.min(100000, Number(params.get('page')) || 1));
  const query = { keyword: keyword || undefined, laboratoryId, pageNum, pageSize };
  const answer = useRemote((signal) => call(endpoint, query, { signal }), `${endpoint.path}#${JSON.stringify(query)}`);

  const change = (next: { keyword?: string; page?: number }) => {
    const merged: Record<string, string | undefined> = {
      keyword: keyword || undefined,
      lab: laboratoryId ? String(laboratoryId) : undefined,
      page: undefined,
      ...('keyword' in next ? { keyword: next.keyword || undefined } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

  return { page: answer.data ?? answer.latest, loading: answer.loading, failed: answer.error !== undefined && !answer.latest, keyword, pageNum, change };
}
