import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@contract/workflow';
import { WorkflowHistory } from '../../../console/WorkflowHistory';

/** A booking's steps, oldest first: who moved it from which state to which, when, with the note. */
export function BookingHistory({ steps }: { steps: WorkflowStep[] }) {
  const { t } = useTranslation('research');
  return (
    <WorkflowHistory
      steps={steps}
      actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
      stateLabel={(state) => t(`states.${state}`, { defaultValue: state })}
      byLabel={(operator) => t('detail.by', { operator })}
      empty={t('detail.noHistory')}
    />
  );
}
