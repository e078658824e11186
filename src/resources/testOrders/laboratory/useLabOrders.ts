import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { orderPublic, type TestOrder } from '@contract/endpoints/testOrders';
import type { Page } from '@contract/result';

const PAGE_SIZE = 10;

/**
 * The laboratory's test orders (`order/public/labList`) for a tab of a page whose resource lists bookings: the
 * filters and the page number live here; new filters start again at page one. Actions that invalidate 'all' refresh it.
 */
export function useLabOrders() {
  const [values, setValues] = useState<Record<string, string | undefined>>({});
  const [pageNum, setPageNum] = useState(1);
  const filters = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  const { query, result } = useCustom<Page<TestOrder>>({
    url: orderPublic.labList.path,
    method: 'get',
    config: { query: { ...filters, pageNum, pageSize: PAGE_SIZE } },
    errorNotification: false,
  });
  const data = result.data as Page<TestOrder> | undefined;
  return {
    values,
    apply: (next: Record<string, string | undefined>) => {
      setValues((previous) => ({ ...previous, ...next }));
      setPageNum(1);
    },
    tableProps: {
      dataSource: Array.isArray(data?.list) ? data.list : [],
      loading: query.isLoading || query.isFetching,
      pagination: { current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum },
    },
  };
}
