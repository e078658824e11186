import { useParams, useSearchParams } from 'react-router';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { serviceHall } from '../endpoints';
import { idFrom } from '../paths';

/** The approved offer named by the path's `:id` or `?id=`: undefined id when the address names none. */
export function useOffer() {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = idFrom(pathId ?? params.get('id'));
  const answer = useRemote((signal) => call(serviceHall.detail, { id: id ?? 0 }, { signal, silent: true }), `offer#${id}`, id !== undefined);
  return { id, offer: answer.data, failed: answer.error !== undefined, loading: answer.loading };
}
