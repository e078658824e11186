import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceState } from '../endpoints';

const COLOURS: Record<ServiceState, string> = { draft: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

export function OfferStateTag({ state }: { state: ServiceState }) {
  const { t } = useTranslation('serviceHall');
  return (
    <Tag color={COLOURS[state]} data-testid="offer-state">
      {t(`states.${state}`)}
    </Tag>
  );
}
