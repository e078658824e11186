import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPERIMENT_STATES, type BookingDetail } from '@contract/endpoints/equipments';
import { BookingDetailLayout, EvaluationView } from '../shared/BookingDetailLayout';
import { LabActions } from './LabActions';
import { RecordModal } from './RecordModal';
import { LAB_ORDER_ROUTE } from './index';

/** States in which the booking still runs and takes service logs. */
const OPEN_STATES: readonly BookingDetail['state'][] = ['waiting', 'responded', 'paid', 'inProgress', 'paused', 'completed'];

/** One booking of my laboratory: respond or decline, run the experiment, add logs and results, see the evaluation. */
export function LabBookingView({ id }: { id: number | undefined }) {
  const { t } = useTranslation('research');
  const [recording, setRecording] = useState<{ booking: BookingDetail; kind: 'log' | 'experiment' }>();

  const recordTool = (booking: BookingDetail, kind: 'log' | 'experiment') => {
    const allowed = kind === 'experiment' ? EXPERIMENT_STATES.includes(booking.state) : OPEN_STATES.includes(booking.state);
    if (booking.viewer !== 'laboratory' || !allowed) return null;
    return (
      <Button icon={<PlusOutlined />} onClick={() => setRecording({ booking, kind })} data-testid={kind === 'experiment' ? 'record-experiment' : 'record-log'}>
        {kind === 'experiment' ? t('records.addExperiment') : t('records.addLog')}
      </Button>
    );
  };

  return (
    <>
      <BookingDetailLayout
        id={id}
        backTo={LAB_ORDER_ROUTE}
        actions={(booking) => <LabActions booking={booking} />}
        recordTools={recordTool}
        evaluation={(booking) => (booking.evaluationStars !== null ? <EvaluationView booking={booking} /> : null)}
      />
      {recording && <RecordModal booking={recording.booking} kind={recording.kind} onClose={() => setRecording(undefined)} />}
    </>
  );
}
