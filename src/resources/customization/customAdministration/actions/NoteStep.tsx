import { useTranslation } from 'react-i18next';
import type { CustomPlatformAction } from '@contract/endpoints/customization';
import { useCustomLabels } from '../../../../components/customization/labels';
import { usePlatformStep } from './platformStep';
import { StepModal } from './StepModal';
import { NoteField, noteOf, type StepValues } from './StepFields';

type NoteAction = Extract<CustomPlatformAction, 'pass' | 'reject' | 'drawUp' | 'cancelContract'>;

/** A step that carries only a note: passing the review, drawing the contract up (optional); rejecting, cancelling the contract (the reason, required). */
export function NoteStep({ id, action }: { id: number; action: NoteAction }) {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  const step = usePlatformStep(id);
  const reason = action === 'reject' || action === 'cancelContract';
  return (
    <StepModal<StepValues>
      label={labels.action(action)}
      title={labels.action(action)}
      primary={action === 'pass' || action === 'drawUp'}
      danger={reason}
      testId={`custom-step-${action}`}
      running={step.running}
      submit={(values) => step.run({ action, note: noteOf(values.note) })}
    >
      {() => (
        <>
          <p>{t(`confirm.${action}`)}</p>
          <NoteField action={action} label={reason ? t('fields.reason') : t('fields.note')} testId={`custom-step-${action}`} />
        </>
      )}
    </StepModal>
  );
}
