import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LaboratoryState } from '@contract/endpoints/laboratory';

const COLORS: Record<LaboratoryState, string> = { draft: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

export function LaboratoryStateTag({ state }: { state: LaboratoryState }) {
  const { t } = useTranslation('laboratory');
  return (
    <Tag color={COLORS[state]} data-testid={`lab-state-tag-${state}`}>
      {t(`states.${state}`)}
    </Tag>
  );
}
