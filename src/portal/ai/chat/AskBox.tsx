import type { KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS } from '@contract/endpoints/ai';

/** The question input: Enter sends, Shift+Enter starts a new line (not while an input method composes). */
export function AskBox({ value, onChange, onSend, busy }: { value: string; onChange: (value: string) => void; onSend: () => void; busy: boolean }) {
  const { t } = useTranslation('ai');
  const canSend = !busy && value.trim().length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <div className="at-ai__ask-row">
      <Input.TextArea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={AI_LIMITS.questionMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
        placeholder={t('ask.placeholder')}
        aria-label={t('ask.label')}
        data-testid="ai-input"
      />
      <Button type="primary" icon={<SendOutlined />} onClick={onSend} disabled={!canSend} loading={busy} data-testid="ai-send">
        {t('ask.send')}
      </Button>
    </div>
  );
}
