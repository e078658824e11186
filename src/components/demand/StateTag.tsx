import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandDetail, DemandQuote } from '@contract/endpoints/researchDemand';

const DEMAND_COLORS: Record<DemandDetail['state'], string> = { open: 'blue', quoted: 'cyan', accepted: 'orange', paid: 'green', closed: 'default' };
const QUOTE_COLORS: Record<DemandQuote['state'], string> = { offered: 'blue', accepted: 'orange', declined: 'default', paid: 'green' };

export function DemandStateTag({ state }: { state: DemandDetail['state'] }) {
  const { t } = useTranslation('demand');
  return (
    <Tag color={DEMAND_COLORS[state]} data-testid="demand-state">
      {t(`states.${state}`)}
    </Tag>
  );
}

export function QuoteStateTag({ state }: { state: DemandQuote['state'] }) {
  const { t } = useTranslation('demand');
  return <Tag color={QUOTE_COLORS[state]}>{t(`quoteStates.${state}`)}</Tag>;
}
