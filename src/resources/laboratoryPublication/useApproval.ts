import { labPublicationManage } from '@contract/endpoints/labPublication';
import { useRemote } from '../../components/useRemote';
import { call, type ApiError } from '../../providers/http';

/**
 * Whether the caller's laboratory may publish: one quiet look at its list. Before approval the server answers
 * 409 with the reason, which the page shows in place of the lists.
 */
export function useApproval() {
  const answer = useRemote((signal) => call(labPublicationManage.page, { pageNum: 1, pageSize: 1 }, { signal, silent: true }), 'approval');
  const error = answer.error as ApiError | undefined;
  return {
    checking: answer.loading,
    refusal: error ? error.message : undefined,
    retry: answer.reload,
  };
}
