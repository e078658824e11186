import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A list read a page at a time, "more" appending the next page (conversations, documents). `query` names what is
 * listed: when it changes, the first page is read again (the caller sets `pageNum` back to 1). Items added or
 * removed here keep the total right without reading again.
 */
export function usePagedItems<T extends { id: number }>(
  load: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>,
  query: string,
  enabled: boolean,
) {
  const [pageNum, setPageNum] = useState(1);
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  /** The last request answered (or failed): the list is loading while the current one is not. */
  const [settled, setSettled] = useState<string>();
  // The latest `load` (it closes over the caller's query), read when `query` or the page changes.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const request = `${query}|${pageNum}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef
      .current(pageNum, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setItems((previous) => (pageNum === 1 ? page.list : [...previous, ...page.list.filter((item) => !previous.some((known) => known.id === item.id))]));
        setTotal(page.total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setSettled(request);
      });
    return () => controller.abort();
  }, [request, pageNum, enabled]);

  /** An item just made or changed goes to the top. */
  const put = useCallback((item: T, isNew: boolean) => {
    setItems((previous) => [item, ...previous.filter((known) => known.id !== item.id)]);
    if (isNew) setTotal((value) => value + 1);
  }, []);
  const remove = useCallback((id: number) => {
    setItems((previous) => previous.filter((item) => item.id !== id));
    setTotal((value) => Math.max(0, value - 1));
  }, []);
  const more = useCallback(() => setPageNum((value) => value + 1), []);

  return { items, hasMore: items.length < total, loading: enabled && settled !== request, setPageNum, put, remove, more };
}
