import { useCustom } from '@refinedev/core';
import { orderPublic, type TestOrderState } from '@contract/endpoints/testOrders';

type Scope = 'mine' | 'company' | 'laboratory' | 'platform';

/** How many orders of each state a list holds (`order/public/statusList`); actions that invalidate 'all' refresh it. */
export function useStatusCounts(scope: Scope) {
  const { result } = useCustom<{ state: TestOrderState; count: number }[]>({
    url: orderPublic.statusList.path,
    method: 'get',
    config: { query: { scope } },
    errorNotification: false,
    meta: { silent: true },
  });
  const rows: { state: TestOrderState; count: number }[] = Array.isArray(result.data) ? result.data : [];
  const counts = new Map(rows.map((row) => [row.state, row.count]));
  return { countOf: (state: TestOrderState) => counts.get(state) ?? 0, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
