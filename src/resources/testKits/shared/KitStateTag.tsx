import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KitState } from '@contract/endpoints/testKits';

const COLOURS: Record<KitState, string> = { private: 'default', pending: 'processing', approved: 'success', rejected: 'error', revoked: 'warning' };

export function KitStateTag({ state }: { state: KitState }) {
  const { t } = useTranslation('testKits');
  return (
    <Tag color={COLOURS[state]} data-testid={`kit-state-${state}`}>
      {t(`states.${state}`)}
    </Tag>
  );
}
