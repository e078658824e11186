import { AiScope } from '../AiScope';
import { ChatLayout } from '../chat/ChatLayout';
import { ToolHead } from '../ToolHead';

/** `/ai/steelAi`: questions about grades, standards, equivalents and conversions, answered with citations. */
export default function SteelAiPage() {
  return (
    <AiScope testId="ai-page-chat">
      <ToolHead tool="chat" />
      <ChatLayout tool="chat" />
    </AiScope>
  );
}
