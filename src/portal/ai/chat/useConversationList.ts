import { useCallback, useState } from 'react';
import { aiConversations, type AiTool, type ConversationSummary } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import { CONVERSATION_PAGE_SIZE } from '../tools';
import { usePagedItems } from '../usePagedItems';

/**
 * The signed-in user's conversations of one tool, latest first, a page at a time ("more" appends the next page),
 * searched by title. A `file` list keeps only the conversations about `documentId`.
 */
export function useConversationList(tool: AiTool, documentId: number | undefined, enabled: boolean) {
  const [keyword, setKeyword] = useState('');
  const [round, setRound] = useState(0);
  const { items, hasMore, loading, setPageNum, put, remove, more } = usePagedItems<ConversationSummary>(
    (pageNum, signal) =>
      call(aiConversations.conversationsList, { tool, keyword: keyword || undefined, pageNum, pageSize: CONVERSATION_PAGE_SIZE }, { signal }),
    `${tool}|${keyword}|${round}`,
    enabled,
  );

  const search = useCallback(
    (value: string) => {
      setKeyword(value.trim());
      setPageNum(1);
    },
    [setPageNum],
  );
  /** A conversation just asked in or renamed goes to the top with its new summary. */
  const upsert = useCallback((conversation: ConversationSummary, isNew = false) => put(conversation, isNew), [put]);
  const reload = useCallback(() => {
    setPageNum(1);
    setRound((value) => value + 1);
  }, [setPageNum]);

  const shown = documentId === undefined ? items : items.filter((item) => item.documentId === documentId);
  return { items: shown, hasMore, loading, keyword, search, more, upsert, remove, reload };
}
