import type { Endpoint, InputOf } from '@contract/endpoint';
import { call, type AnswerOf } from '../../../providers/http';
import { useRemote } from '../../../components/useRemote';

/**
 * One page of a contract list call (`pageNum`, `pageSize` and filters in `input`): reloads whenever the input
 * changes and on `reload()` (after an action). `page` keeps the last answer while the next one loads.
 */
export function usePagedCall<E extends Endpoint>(endpoint: E, input: InputOf<E>, enabled = true) {
  const key = JSON.stringify(input);
  const remote = useRemote<AnswerOf<E>>((signal) => call(endpoint, input, { signal }), key, enabled);
  return { page: remote.latest, loading: remote.loading, reload: remote.reload };
}

export const PAGE_SIZE = 10;
