import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import type { Endpoint, InputOf } from '@contract/endpoint';
import type { AnswerOf } from '../providers/http';

/**
 * The one way a console page runs a contract call that is not plain create/update/delete (submit, approve,
 * reject, transfer …): Refine's custom mutation through our data provider. On success it shows `success`,
 * refreshes the data of the `invalidates` resources (or, with 'all', every query of the page, custom reads too) and
 * answers the call's data; on failure the
 * http client has already shown why, and it answers `undefined`. `running` drives the button's spinner.
 */
export function useAction<E extends Endpoint>(endpoint: E, { success, invalidates = [] }: { success?: string; invalidates?: string[] | 'all' } = {}) {
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const invalidate = useInvalidate();

  const run = async (input: InputOf<E>): Promise<AnswerOf<E> | undefined> => {
    let data: AnswerOf<E>;
    try {
      const answer = await mutateAsync({
        url: endpoint.path,
        method: 'post',
        values: input as BaseRecord,
        successNotification: success ? () => ({ type: 'success', message: success }) : false,
        errorNotification: false,
      });
      data = answer.data as AnswerOf<E>;
    } catch {
      return undefined;
    }
    if (invalidates === 'all') await invalidate({ invalidates: ['all'] });
    else await Promise.all(invalidates.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
    return data;
  };
  return { run, running: mutation.isPending };
}
