import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS, type CustomPlatformAction } from '@contract/endpoints/customization';
import { MSG } from '@contract/messages';
import { useCustomLabels } from '../../../../components/customization/labels';
import { usePlatformStep, stepFieldRule } from './platformStep';
import { StepModal } from './StepModal';
import { FilesField, fileIdsOf, NoteField, noteOf, type StepValues } from './StepFields';

type FilesAction = Extract<CustomPlatformAction, 'signPlatform' | 'planDone' | 'labDone' | 'productionDone' | 'deliver'>;

/**
 * A step that carries files and a note: the platform's signed contract (one PDF), a milestone's documents (≤ 5),
 * the delivery (its shipment number required, documents ≤ 5).
 */
export function FilesStep({ id, action }: { id: number; action: FilesAction }) {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  const step = usePlatformStep(id);
  const signature = action === 'signPlatform';

  const submit = (values: StepValues & { shipmentNo?: string }) => {
    const base = { note: noteOf(values.note), fileIds: fileIdsOf(values.files) };
    return step.run(action === 'deliver' ? { ...base, action, shipmentNo: values.shipmentNo?.trim() ?? '' } : { ...base, action });
  };

  return (
    <StepModal<StepValues & { shipmentNo?: string }>
      label={labels.action(action)}
      title={labels.action(action)}
      primary
      testId={`custom-step-${action}`}
      running={step.running}
      submit={submit}
    >
      {() => (
        <>
          {action === 'deliver' && (
            <Form.Item name="shipmentNo" label={t('fields.shipmentNo')} required rules={[stepFieldRule('deliver', 'shipmentNo')]}>
              <Input maxLength={CUSTOM_LIMITS.shipmentNoMax} data-testid="custom-step-deliver-shipment" />
            </Form.Item>
          )}
          <FilesField
            label={signature ? t('fields.signedCopy') : t('fields.files')}
            min={signature ? 1 : 0}
            max={signature ? 1 : CUSTOM_LIMITS.attachmentsMax}
            pdfOnly={signature}
            requiredMessage={MSG.customSignedCopyRequired}
            testId={`custom-step-${action}`}
          />
          <NoteField action={action} label={t('fields.note')} testId={`custom-step-${action}`} />
        </>
      )}
    </StepModal>
  );
}

