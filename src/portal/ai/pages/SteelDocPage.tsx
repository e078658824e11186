import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT_KINDS, type AiMessage } from '@contract/endpoints/ai';
import { AiScope } from '../AiScope';
import { ChatLayout, type QuickStart } from '../chat/ChatLayout';
import { DraftEditor } from '../draft/DraftEditor';
import { ToolHead } from '../ToolHead';

const draftOf = (message: AiMessage) => (message.draft ? <DraftEditor key={message.id} draft={message.draft} /> : null);

/** `/ai/steelDoc`: drafts (a datasheet, a comparison memo, a test request) written from the catalogue, edited and exported. */
export default function SteelDocPage() {
  const { t } = useTranslation('ai');
  const quickStarts = useMemo<QuickStart[]>(
    () => DRAFT_KINDS.map((kind) => ({ key: kind, label: t(`quickStarts.${kind}.label`), question: t(`quickStarts.${kind}.question`) })),
    [t],
  );
  return (
    <AiScope testId="ai-page-doc">
      <ToolHead tool="doc" />
      <ChatLayout tool="doc" renderExtra={draftOf} quickStarts={quickStarts} />
    </AiScope>
  );
}
