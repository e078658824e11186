import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { customization, type CustomOrderDetail } from '../endpoints';

/**
 * The order of the address's `?id=` (`material/custom/detail`, quietly: an unknown id or another user's order is the
 * page's not-found, another failure a retry), and the detail a step answered with, which replaces it.
 */
export function useCustomOrder() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const answer = useRemote(
    (signal) => (valid ? call(customization.detail, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const [changed, setChanged] = useState<CustomOrderDetail>();
  const order = changed?.id === id ? changed : answer.data;
  const status = (answer.error as { statusCode?: number } | undefined)?.statusCode;
  return {
    order,
    /** Not the caller's, or no such order (the server answers both with 404). */
    missing: !valid || status === 404 || status === 400,
    /** Any other failure (the network, the server): worth trying again. */
    failed: valid && answer.error !== undefined && status !== 404 && status !== 400,
    reload: answer.reload,
    onChanged: setChanged,
  };
}
