import { useSearchParams } from 'react-router';

type Filters = Record<string, string | undefined>;

/**
 * The filters and the page of a public list, held in the address (`?name=value&page=N`) so that a reload or a
 * shared link shows the same. `read` takes each filter from its parameter (undefined when absent or not valid);
 * `change` sets some filters (or `page`) and keeps the others, back on the first page unless it sets `page`.
 * `fixed` parameters (say the open tab) are always written first.
 */
export function useAddressFilters<F extends Filters>(read: (params: URLSearchParams) => F, fixed: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: Partial<Record<keyof F | 'page', string | undefined>>) => {
    const merged: Filters = { ...fixed, ...filters, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };
  return { filters, pageNum, change };
}

/** The parameter's value when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
}
