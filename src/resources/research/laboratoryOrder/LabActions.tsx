import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { equipments, type BookingDetail, type StatusAction } from '@contract/endpoints/equipments';
import { useAction } from '../../../console/useAction';
import { DeclineModal } from './DeclineModal';
import { RespondModal } from './RespondModal';

/** The steps that need only a confirmation. */
const PLAIN_STEPS = ['start', 'pause', 'resume', 'complete'] as const satisfies readonly StatusAction[];

/** The laboratory's buttons, from the booking's next actions: respond, decline, start, pause, resume, complete. */
export function LabActions({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('research');
  const [dialog, setDialog] = useState<'respond' | 'decline'>();
  const step = useAction(equipments.orderStatus, { success: t('notices.moved'), invalidates: 'all' });

  return (
    <>
      {booking.nextActions.includes('respond') && (
        <Button type="primary" onClick={() => setDialog('respond')} data-testid="booking-action-respond">
          {t('actions.respond')}
        </Button>
      )}
      {booking.nextActions.includes('decline') && (
        <Button danger onClick={() => setDialog('decline')} data-testid="booking-action-decline">
          {t('actions.decline')}
        </Button>
      )}
      {PLAIN_STEPS.filter((action) => booking.nextActions.includes(action)).map((action) => (
        <Popconfirm
          key={action}
          title={t(`confirm.${action}`)}
          onConfirm={() => void step.run({ id: booking.id, action })}
          okButtonProps={{ ...{ 'data-testid': `booking-action-${action}-confirm` } }}
        >
          <Button type={action === 'pause' ? 'default' : 'primary'} loading={step.running} data-testid={`booking-action-${action}`}>
            {t(`actions.${action}`)}
          </Button>
        </Popconfirm>
      ))}
      <RespondModal booking={booking} open={dialog === 'respond'} onClose={() => setDialog(undefined)} />
      <DeclineModal booking={booking} open={dialog === 'decline'} onClose={() => setDialog(undefined)} />
    </>
  );
}
