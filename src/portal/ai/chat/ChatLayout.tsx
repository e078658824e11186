import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AiMessage, AiTool, AskOutput } from '@contract/endpoints/ai';
import { idFrom } from '../../../components/pagedList/addressId';
import { useSession } from '../../../providers/session';
import { SignInPrompt } from '../SignInPrompt';
import { AnswerView } from './AnswerView';
import { AskBox } from './AskBox';
import { ConversationList } from './ConversationList';
import { useChat } from './useChat';
import { useConversationList } from './useConversationList';

export interface QuickStart {
  key: string;
  label: string;
  /** The question it puts into the input, in the page's language. */
  question: string;
}

/**
 * The chat of every tool: the user's conversations on the left, the open one (`?id=` in the address, so a reload
 * or a shared link reopens it) on the right with the input. `renderExtra` adds what the tool shows under an answer.
 */
export function ChatLayout({
  tool,
  documentId,
  renderExtra,
  quickStarts,
}: {
  tool: AiTool;
  documentId?: number;
  renderExtra?: (message: AiMessage) => ReactNode;
  quickStarts?: readonly QuickStart[];
}) {
  const { t } = useTranslation('ai');
  const { token } = useSession();
  const signedIn = Boolean(token);
  const [params, setParams] = useSearchParams();
  const conversationId = idFrom(params.get('id'));
  const [question, setQuestion] = useState('');
  const list = useConversationList(tool, documentId, signedIn);

  const open = useCallback(
    (id: number | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('id');
        else next.set('id', String(id));
        return next;
      }),
    [setParams],
  );
  const { upsert } = list;
  const onAsked = useCallback(
    (output: AskOutput) => {
      upsert(output.conversation, conversationId === undefined);
      if (conversationId !== output.conversation.id) open(output.conversation.id);
    },
    [upsert, open, conversationId],
  );
  const chat = useChat({ tool, conversationId, documentId, enabled: signedIn, onAsked });

  if (!signedIn) return <SignInPrompt />;

  const send = async () => {
    const text = question.trim();
    if (!text || chat.pending) return;
    if (await chat.ask(text)) setQuestion('');
  };
  const examples = t(`tools.${tool}.examples`, { returnObjects: true }) as unknown;
  const empty = chat.messages.length === 0 && !chat.pending && !chat.loading;

  return (
    <div className="at-ai__chat">
      <ConversationList list={list} openId={conversationId} onOpen={open} onNew={() => open(undefined)} />
      <section className="at-ai__main" aria-label={t('chat.messages')}>
        <div className="at-ai__messages" data-testid="ai-messages">
          {chat.loading && <Spin />}
          {empty && <p className="at-ai__example">{t(`tools.${tool}.empty`)}</p>}
          {chat.messages.map((message) =>
            message.role === 'user' ? (
              <div key={message.id} className="at-ai__question" data-testid="ai-question">
                {message.text}
              </div>
            ) : (
              <AnswerView key={message.id} message={message} extra={renderExtra?.(message)} />
            ),
          )}
          {chat.pending && (
            <>
              <div className="at-ai__question" data-testid="ai-question">
                {chat.pending.question}
              </div>
              <article className="at-ai__answer" data-testid="ai-streaming" aria-busy="true">
                <p className="at-ai__answer-text">{chat.pending.text || t('chat.thinking')}</p>
                <Spin size="small" />
              </article>
            </>
          )}
        </div>
        {chat.refusal && <Alert type="error" showIcon message={chat.refusal} data-testid="ai-refusal" />}
        <div className="at-ai__ask">
          {quickStarts && quickStarts.length > 0 && (
            <div className="at-ai__chips" aria-label={t('chat.quickStarts')}>
              {quickStarts.map((start) => (
                <Tag.CheckableTag key={start.key} checked={false} onChange={() => setQuestion(start.question)} data-testid={`ai-quick-${start.key}`}>
                  {start.label}
                </Tag.CheckableTag>
              ))}
            </div>
          )}
          {empty && Array.isArray(examples) && (
            <div className="at-ai__chips" aria-label={t('chat.examples')}>
              {(examples as string[]).map((example) => (
                <Tag.CheckableTag key={example} checked={false} onChange={() => setQuestion(example)} data-testid="ai-example">
                  {example}
                </Tag.CheckableTag>
              ))}
            </div>
          )}
          <AskBox value={question} onChange={setQuestion} onSend={() => void send()} busy={Boolean(chat.pending)} />
        </div>
      </section>
    </div>
  );
}
