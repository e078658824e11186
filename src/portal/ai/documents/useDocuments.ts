import { useCallback, useEffect, useState } from 'react';
import { aiDocuments, type AiDocument } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';

const PAGE_SIZE = 20;

/** The signed-in user's uploaded documents, latest first, a page at a time. */
export function useDocuments(enabled: boolean) {
  const [pageNum, setPageNum] = useState(1);
  const [items, setItems] = useState<AiDocument[]>([]);
  const [total, setTotal] = useState(0);
  /** The last request answered (or failed): the list is loading while the current one is not. */
  const [settled, setSettled] = useState<string>();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const request = String(pageNum);
    call(aiDocuments.documentList, { pageNum, pageSize: PAGE_SIZE }, { signal: controller.signal })
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
  }, [pageNum, enabled]);

  const add = useCallback((document: AiDocument) => {
    setItems((previous) => [document, ...previous.filter((item) => item.id !== document.id)]);
    setTotal((value) => value + 1);
  }, []);
  const remove = useCallback((id: number) => {
    setItems((previous) => previous.filter((item) => item.id !== id));
    setTotal((value) => Math.max(0, value - 1));
  }, []);
  const more = useCallback(() => setPageNum((value) => value + 1), []);
  const loading = enabled && settled !== String(pageNum);
  return { items, loading, hasMore: items.length < total, add, remove, more };
}
