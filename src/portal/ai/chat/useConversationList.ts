import { useCallback, useEffect, useState } from 'react';
import { aiConversations, type AiTool, type ConversationSummary } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import { CONVERSATION_PAGE_SIZE } from '../tools';

/**
 * The signed-in user's conversations of one tool, latest first, a page at a time ("more" appends the next page),
 * searched by title. A `file` list keeps only the conversations about `documentId`.
 */
export function useConversationList(tool: AiTool, documentId: number | undefined, enabled: boolean) {
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [round, setRound] = useState(0);
  const [items, setItems] = useState<ConversationSummary[]>([]);
  const [total, setTotal] = useState(0);
  /** The last request answered (or failed): the list is loading while the current one is not. */
  const [settled, setSettled] = useState<string>();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const request = `${tool}|${keyword}|${pageNum}|${round}`;
    call(aiConversations.conversationsList, { tool, keyword: keyword || undefined, pageNum, pageSize: CONVERSATION_PAGE_SIZE }, { signal: controller.signal })
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
  }, [tool, keyword, pageNum, round, enabled]);

  const search = useCallback((value: string) => {
    setKeyword(value.trim());
    setPageNum(1);
  }, []);
  const more = useCallback(() => setPageNum((value) => value + 1), []);
  /** A conversation just asked in or renamed goes to the top with its new summary. */
  const upsert = useCallback((conversation: ConversationSummary, isNew = false) => {
    setItems((previous) => [conversation, ...previous.filter((item) => item.id !== conversation.id)]);
    if (isNew) setTotal((value) => value + 1);
  }, []);
  const remove = useCallback((id: number) => {
    setItems((previous) => previous.filter((item) => item.id !== id));
    setTotal((value) => Math.max(0, value - 1));
  }, []);
  const reload = useCallback(() => {
    setPageNum(1);
    setRound((value) => value + 1);
  }, []);

  const loading = enabled && settled !== `${tool}|${keyword}|${pageNum}|${round}`;
  const shown = documentId === undefined ? items : items.filter((item) => item.documentId === documentId);
  return { items: shown, hasMore: items.length < total, loading, keyword, search, more, upsert, remove, reload };
}
