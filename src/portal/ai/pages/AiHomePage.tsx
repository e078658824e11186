import { Button, List } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { aiConversations, type ConversationSummary } from '@contract/endpoints/ai';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { AiScope } from '../AiScope';
import { AI_TOOL_PATHS, TOOL_ORDER } from '../tools';

const LATEST = 5;

/** Where a conversation reopens: its tool's page with `?id=` (and its document for the `file` tool). */
export const conversationPath = (conversation: ConversationSummary) =>
  `${AI_TOOL_PATHS[conversation.tool]}?${conversation.documentId !== null ? `document=${conversation.documentId}&` : ''}id=${conversation.id}`;

/** `/ai`: the assistant's front door: its four tools, where the answers come from, and the latest conversations. */
export default function AiHomePage() {
  const { t } = useTranslation('ai');
  const { token } = useSession();
  const latest = useRemote((signal) => call(aiConversations.conversationsList, { pageNum: 1, pageSize: LATEST }, { signal, silent: true }), 'ai-latest', Boolean(token));

  return (
    <AiScope testId="ai-home">
      <header className="at-ai__head">
        <h1>{t('home.title')}</h1>
        <p className="at-ai__intro">{t('home.intro')}</p>
      </header>
      <ul className="at-ai__tools">
        {TOOL_ORDER.map((tool) => (
          <li key={tool} className="at-ai__tool" data-testid={`ai-tool-${tool}`}>
            <h2>{t(`tools.${tool}.title`)}</h2>
            <p>{t(`tools.${tool}.intro`)}</p>
            <p className="at-ai__example">{t('home.example', { question: (t(`tools.${tool}.examples`, { returnObjects: true }) as string[])[0] })}</p>
            <Link to={AI_TOOL_PATHS[tool]} className="at-ai__go">
              <Button type="primary">{t('home.open')}</Button>
            </Link>
          </li>
        ))}
      </ul>
      <p className="at-ai__intro" data-testid="ai-grounded">
        {t('home.grounded')}
      </p>
      {token && (
        <section>
          <h2>{t('home.latest')}</h2>
          <List
            loading={latest.loading}
            dataSource={latest.data?.list ?? []}
            locale={{ emptyText: t('conversations.empty') }}
            renderItem={(conversation) => (
              <List.Item key={conversation.id} data-testid="ai-latest-conversation">
                <Link to={conversationPath(conversation)}>{conversation.title}</Link>
                <span className="at-ai__example">{t(`tools.${conversation.tool}.title`)}</span>
              </List.Item>
            )}
          />
        </section>
      )}
    </AiScope>
  );
}
