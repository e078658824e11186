import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuggestionState } from '@contract/endpoints/community';

/** A suggestion's state as a coloured tag: awaiting reply (orange) or replied (green). */
export function SuggestionStateTag({ state }: { state: SuggestionState }) {
  const { t } = useTranslation('community');
  return (
    <Tag color={state === 'replied' ? 'green' : 'orange'} data-testid="suggestion-state">
      {t(`suggestion.states.${state}`)}
    </Tag>
  );
}
