import { useEffect, useState } from 'react';
import type { Endpoint, InputOf, OutputOf } from '@contract/endpoint';
import { call } from '../../providers/http';

/**
 * The answer of one GET endpoint for an input (none while the input is null), loaded again when the input or
 * `version` changes or `reload` is called. Failures are shown by the http client; `data` stays as it was.
 */
export function useEndpoint<E extends Endpoint>(endpoint: E, input: InputOf<E> | null, version = 0) {
  const [answer, setAnswer] = useState<{ request?: string; data?: OutputOf<E> }>({});
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify(input);
  const request = `${key}#${version}#${reloads}`;
  useEffect(() => {
    if (key === 'null') return undefined;
    let current = true;
    call(endpoint, JSON.parse(key) as InputOf<E>).then(
      (data) => current && setAnswer({ request, data: data as OutputOf<E> }),
      () => current && setAnswer((previous) => ({ ...previous, request })),
    );
    return () => {
      current = false;
    };
  }, [endpoint, key, request]);
  return { data: answer.data, loading: key !== 'null' && answer.request !== request, reload: () => setReloads((value) => value + 1) };
}
