import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiMessage } from '@contract/endpoints/ai';
import { AnswerText } from './AnswerText';
import { Citations } from './Citations';

/** One stored answer: its text with cited markers, what the tool adds (chart, draft), its sources and the engine. */
export function AnswerView({ message, extra }: { message: AiMessage; extra?: ReactNode }) {
  const { t } = useTranslation('ai');
  return (
    <article className="at-ai__answer" data-testid="ai-answer" data-answered={String(message.answered !== false)}>
      {message.answered === false && (
        <Tag data-testid="ai-unanswered" style={{ marginBottom: 6 }}>
          {t('answer.unanswered')}
        </Tag>
      )}
      <AnswerText messageId={message.id} text={message.text} citations={message.citations} />
      {extra}
      <Citations messageId={message.id} citations={message.citations} />
      {message.engine && (
        <div className="at-ai__engine" data-testid="ai-engine">
          {t(`engine.${message.engine}`)}
        </div>
      )}
    </article>
  );
}
