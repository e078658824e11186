import { useCustom } from '@refinedev/core';
import { customAdmin, type CustomState } from '@contract/endpoints/customization';

/** How many orders each state holds (the `counts` of `DataManagement/custom/page`); a step's 'all' invalidation refreshes them. */
export function useStateCounts() {
  const { result } = useCustom<{ counts?: Partial<Record<CustomState, number>> }>({
    url: customAdmin.page.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize: 1 } },
    errorNotification: false,
    meta: { silent: true },
  });
  const counts = (result.data as { counts?: Partial<Record<CustomState, number>> } | undefined)?.counts ?? {};
  return {
    countOf: (state: CustomState) => counts[state] ?? 0,
    total: Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0),
  };
}
