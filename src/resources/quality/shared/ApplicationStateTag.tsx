import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QualityApplicationState } from '@contract/endpoints/quality';

const COLOURS: Record<QualityApplicationState, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

/** An application's state: under review, approved (its line is published), rejected. */
export function ApplicationStateTag({ state }: { state: QualityApplicationState }) {
  const { t } = useTranslation('quality');
  return (
    <Tag color={COLOURS[state]} data-testid="application-state">
      {t(`state.${state}`)}
    </Tag>
  );
}
