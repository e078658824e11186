import { researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { call } from '../../providers/http';
import { useRemote } from '../useRemote';

/**
 * The data set as the caller may see it (researchData.get). `reloadToken`: a value that changes when someone else
 * changed the data set (e.g. an auditor's decision), so it is read again. While it reloads, the last answer for the
 * same data set stays on screen.
 */
export function useDataSetDetail(id: number, reloadToken?: string | number) {
  const remote = useRemote<DataSetDetail>((signal) => call(researchData.get, { id }, { signal, silent: true }), `${id}#${reloadToken ?? ''}`, id > 0);
  const detail = remote.data ?? (remote.latest?.id === id ? remote.latest : undefined);
  return { detail, error: remote.data ? undefined : remote.error, loading: remote.loading, reload: remote.reload };
}
