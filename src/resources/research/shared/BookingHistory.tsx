import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@contract/workflow';
import { WorkflowHistory } from '../../../console/WorkflowHistory';
import { formatBeijing } from '../../../components/format/beijingTime';

/** A booking's steps, oldest first: who moved it from which state to which, when (Beijing time, like the rest of the page), with the note. */
export function BookingHistory({ steps }: { steps: WorkflowStep[] }) {
  const { t } = useTranslation('research');
  return (
    <WorkflowHistory
      steps={steps}
      actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
      stateLabel={(state) => t(`states.${state}`, { defaultValue: state })}
      byLabel={(operator) => t('detail.by', { operator })}
      empty={t('detail.noHistory')}
      formatTime={formatBeijing}
    />
  );
}
