import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/endpoints/equipments';
import { formatBeijing } from '../../../components/format/beijingTime';
import { isOverdue } from './deadline';

/** "The laboratory answers by …" while a booking waits; red once overdue. Nothing in other states. */
export function ResponseDeadline({ booking, short = false }: { booking: Pick<Booking, 'state' | 'responseDeadline'>; short?: boolean }) {
  const { t } = useTranslation('research');
  if (booking.state !== 'waiting') return null;
  const overdue = isOverdue(booking);
  const time = formatBeijing(booking.responseDeadline);
  return (
    <Typography.Text type={overdue ? 'danger' : 'warning'} strong={overdue} data-testid="booking-deadline" data-overdue={overdue}>
      {short ? time : t('detail.answersBy', { time })}
      {overdue ? ` (${t('detail.overdue')})` : ''}
    </Typography.Text>
  );
}
