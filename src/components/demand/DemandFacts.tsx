import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/dateTime';
import { formatFen } from '../format/money';
import type { PublicDemand } from '@contract/endpoints/researchDemand';

/** The public part of a demand, in both the list's and the detail's words. */
export function DemandFacts({ demand }: { demand: PublicDemand }) {
  const { t } = useTranslation('demand');
  const { t: tl } = useTranslation('laboratory');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="demand-facts">
      <Descriptions.Item label={t('fields.demandNo')}>{demand.demandNo}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(demand.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.material')}>{demand.material}</Descriptions.Item>
      <Descriptions.Item label={t('fields.sampleCount')}>{demand.sampleCount}</Descriptions.Item>
      <Descriptions.Item label={t('fields.equipmentType')}>{demand.equipmentType ? tl(`equipmentTypes.${demand.equipmentType}`) : t('common.anyType')}</Descriptions.Item>
      <Descriptions.Item label={t('fields.wishedDate')}>{demand.wishedDate ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.budget')}>{demand.budget === null ? t('common.noBudget') : formatFen(demand.budget)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.quoteCount')}>{demand.quoteCount}</Descriptions.Item>
    </Descriptions>
  );
}
