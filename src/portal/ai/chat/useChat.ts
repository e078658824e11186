import { useCallback, useEffect, useRef, useState } from 'react';
import { aiConversations, type AiMessage, type AiTool, type AskOutput } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import { callStream } from '../../../providers/stream';

export interface PendingAnswer {
  question: string;
  /** The answer's text received so far. */
  text: string;
}

/** The messages this page holds and the conversation they belong to (undefined: one not started yet). */
interface Thread {
  conversationId: number | undefined;
  messages: AiMessage[];
}

/**
 * One conversation's messages and asking in it: the answer streams into `pending`, then the stored question and
 * answer replace it. `conversationId` undefined: the next question starts a new conversation (`onAsked` learns it).
 */
export function useChat({
  tool,
  conversationId,
  documentId,
  enabled,
  onAsked,
}: {
  tool: AiTool;
  conversationId: number | undefined;
  documentId?: number;
  enabled: boolean;
  onAsked: (output: AskOutput) => void;
}) {
  const [thread, setThread] = useState<Thread>({ conversationId: undefined, messages: [] });
  // Read by the loading effect: a conversation this page just created is already here, no need to read it again.
  const threadRef = useRef(thread);
  const keep = useCallback((next: Thread) => {
    threadRef.current = next;
    setThread(next);
  }, []);
  const [pending, setPending] = useState<PendingAnswer>();
  const [refusal, setRefusal] = useState<{ conversationId: number | undefined; text: string }>();

  useEffect(() => {
    if (!enabled || conversationId === undefined || threadRef.current.conversationId === conversationId) return;
    const controller = new AbortController();
    call(aiConversations.conversationDetailList, { id: conversationId }, { signal: controller.signal }).then(
      (detail) => {
        if (!controller.signal.aborted) keep({ conversationId, messages: detail.messages });
      },
      () => {
        if (!controller.signal.aborted) keep({ conversationId, messages: [] });
      },
    );
    return () => controller.abort();
  }, [conversationId, enabled, keep]);

  const current = thread.conversationId === conversationId;
  const messages = current ? thread.messages : [];

  const ask = useCallback(
    async (question: string) => {
      setRefusal(undefined);
      setPending({ question, text: '' });
      try {
        const output = await callStream(
          aiConversations.conversationDetailSave,
          { tool, question, ...(conversationId === undefined ? { documentId } : { conversationId }) },
          (piece) => setPending((previous) => previous && { ...previous, text: previous.text + piece }),
          { silent: true },
        );
        const before = threadRef.current.conversationId === conversationId ? threadRef.current.messages : [];
        keep({ conversationId: output.conversation.id, messages: [...before, output.question, output.answer] });
        onAsked(output);
        return true;
      } catch (error) {
        setRefusal({ conversationId, text: (error as { message?: string }).message ?? '' });
        return false;
      } finally {
        setPending(undefined);
      }
    },
    [tool, conversationId, documentId, onAsked, keep],
  );

  return {
    messages,
    loading: enabled && conversationId !== undefined && !current,
    pending,
    refusal: refusal && refusal.conversationId === conversationId ? refusal.text : undefined,
    ask,
  };
}
