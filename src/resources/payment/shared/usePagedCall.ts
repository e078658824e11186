import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import type { Endpoint } from '@contract/endpoint';
import type { Page } from '@contract/result';

/**
 * A paged list read through a contract call that is not the resource's own list (a second tab): the page number
 * lives here, the filters come from the caller; new filters start again at page one. Actions that invalidate
 * 'all' refresh it.
 */
export function usePagedCall<T>(endpoint: Endpoint, filters: Record<string, unknown> = {}, pageSize = 10) {
  const [page, setPage] = useState({ pageNum: 1, key: '' });
  const key = JSON.stringify(filters);
  const pageNum = page.key === key ? page.pageNum : 1;
  const params = { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')), pageNum, pageSize };
  const { query, result } = useCustom<Page<T>>({
    url: endpoint.path,
    method: endpoint.method === 'GET' ? 'get' : 'post',
    config: endpoint.method === 'GET' ? { query: params } : { payload: params },
    errorNotification: false,
  });
  const data = result.data as Page<T> | undefined;
  return {
    rows: data?.list ?? [],
    loading: query.isLoading || query.isFetching,
    pagination: {
      current: pageNum,
      pageSize,
      total: data?.total ?? 0,
      onChange: (next: number) => setPage({ pageNum: next, key }),
    },
  };
}
