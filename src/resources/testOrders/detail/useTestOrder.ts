import { useCustom } from '@refinedev/core';
import { examineOrder, type TestOrderDetail } from '@contract/endpoints/testOrders';

/** One order for whoever may see it; actions that invalidate 'all' refresh it. Another's order answers 404: `missing`. */
export function useTestOrder(id: number | undefined) {
  const valid = id !== undefined && Number.isInteger(id) && id > 0;
  const { query, result } = useCustom<TestOrderDetail>({
    url: examineOrder.detail.path,
    method: 'get',
    config: { query: { id } },
    errorNotification: false,
    queryOptions: { enabled: valid },
  });
  return { order: valid ? (result.data as TestOrderDetail | undefined) : undefined, loading: valid && query.isLoading, missing: !valid || query.isError };
}
