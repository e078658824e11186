import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';

type PlainFilter = { field?: string; value?: unknown };

/**
 * A console list whose filters are plain "field equals value" pairs kept in the address (state, keyword ...):
 * `values` holds the current ones, `apply` changes some of them and drops the empty ones.
 * `initial` are the filters the list opens with (a review queue opens on `state: 'pending'`).
 */
export function useFilteredTable<T extends BaseRecord>({ resource, initial = {} }: { resource: string; initial?: Record<string, string> }) {
  const { tableProps, filters, setFilters } = useTable<T>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    filters: { initial: Object.entries(initial).map(([field, value]) => ({ field, operator: 'eq' as const, value })) },
  });
  const values: Record<string, string | undefined> = {
    ...initial,
    ...Object.fromEntries((filters as PlainFilter[]).map((filter) => [filter.field, filter.value as string | undefined])),
  };
  const apply = (next: Record<string, string | undefined>) =>
    setFilters(
      Object.entries({ ...values, ...next })
        .filter(([, value]) => value)
        .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
      'replace',
    );
  return { tableProps, values, apply };
}
