import { useEffect, useState } from 'react';
import type { Endpoint } from '@contract/endpoint';
import type { Product } from '@contract/endpoints/recommendedProduct';
import { call } from '../../providers/http';

/**
 * One product by id from a detail endpoint (company or auditor side); `reload` after a change. Failures
 * (e.g. 404) are shown by the http client and leave `failed` set.
 */
export function useProductDetail(endpoint: Endpoint, id: number | undefined) {
  const [state, setState] = useState<{ key?: string; product?: Product; failed?: boolean }>({});
  const [round, setRound] = useState(0);
  const key = id === undefined ? undefined : `${id}#${round}`;
  useEffect(() => {
    if (id === undefined) return undefined;
    let current = true;
    call(endpoint, { id }).then(
      (product) => current && setState({ key, product: product as Product }),
      () => current && setState({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [endpoint, id, key]);
  return {
    product: state.product,
    loading: key !== undefined && state.key !== key,
    failed: state.failed === true,
    reload: () => setRound((value) => value + 1),
  };
}
