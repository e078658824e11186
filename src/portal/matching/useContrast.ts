import { useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { useRemote } from '../../components/useRemote';
import { matchingApi } from './endpoints';
import { decodeIds } from './model/urlState';

/** The contrast of the grades in the address (`?ids=1,2&c=…&t=…`); not called with fewer than two. */
export function useContrast() {
  const [params] = useSearchParams();
  const query = decodeIds(params);
  const input = { ids: query.ids, condition: query.condition, thickness: query.thickness };
  const remote = useRemote((signal) => call(matchingApi.contrast, input, { signal, silent: true }), JSON.stringify(input), query.ids.length >= 2);
  return { query, remote };
}
