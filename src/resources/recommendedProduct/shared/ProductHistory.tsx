import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@contract/workflow';
import { WorkflowHistory } from '../../../console/WorkflowHistory';

/** A product's review history, for its company and for the auditors. */
export function ProductHistory({ steps }: { steps: WorkflowStep[] }) {
  const { t } = useTranslation('cloud');
  return (
    <Card size="small" title={t('history.title')} style={{ marginTop: 16 }}>
      <WorkflowHistory
        steps={steps}
        actionLabel={(action) => t(`history.actions.${action}`)}
        stateLabel={(state) => t(`product.states.${state}`)}
        byLabel={(operator) => t('history.by', { operator })}
        empty={t('history.empty')}
      />
    </Card>
  );
}
