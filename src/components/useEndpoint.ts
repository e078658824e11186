import type { Endpoint, InputOf, OutputOf } from '@contract/endpoint';
import { call } from '../providers/http';
import { useRemote } from './useRemote';

/**
 * The answer of one endpoint for an input (nothing is asked while the input is null), asked again when the
 * input or `version` changes or on `reload`. While the next answer loads, and after a failure (which the http
 * client has shown), `data` keeps the last answer; `failed` says the current one failed.
 */
export function useEndpoint<E extends Endpoint>(endpoint: E, input: InputOf<E> | null, version = 0) {
  const key = JSON.stringify(input);
  const remote = useRemote((signal) => call(endpoint, input as InputOf<E>, { signal }) as Promise<OutputOf<E>>, `${key}#${version}`, input !== null);
  return { data: remote.data ?? remote.latest, loading: remote.loading, failed: remote.error !== undefined, reload: remote.reload };
}
