import { useCallback } from 'react';
import { aiDocuments, type AiDocument } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import { usePagedItems } from '../usePagedItems';

const PAGE_SIZE = 20;

/** The signed-in user's uploaded documents, latest first, a page at a time. */
export function useDocuments(enabled: boolean) {
  const { items, loading, hasMore, put, remove, more } = usePagedItems<AiDocument>(
    (pageNum, signal) => call(aiDocuments.documentList, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    'documents',
    enabled,
  );
  const add = useCallback((document: AiDocument) => put(document, true), [put]);
  return { items, loading, hasMore, add, remove, more };
}
