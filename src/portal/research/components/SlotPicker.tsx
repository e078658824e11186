import { Alert, Button, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import type { AppointmentDay } from '../endpoints';
import { durationOptions, hasFreeSlot } from '../slots';

/**
 * One day's slots as buttons (free ones can be chosen, taken or past ones not), and the durations the free run from
 * the chosen start allows. Says so when the day has no free slot.
 */
export function SlotPicker({
  day,
  loading,
  start,
  count,
  onStart,
  onCount,
}: {
  day: AppointmentDay | undefined;
  loading: boolean;
  start: string | undefined;
  count: number;
  onStart: (start: string) => void;
  onCount: (count: number) => void;
}) {
  const { t } = useTranslation('research');
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!day) return null;
  if (!hasFreeSlot(day)) return <Alert type="warning" showIcon message={message('appointmentUnavailable')} data-testid="appointment-unavailable" />;
  const durations = start && day.slotMinutes ? durationOptions(day.slots, start, day.slotMinutes) : [];

  return (
    <div data-testid="slots">
      <div className="at-research__slots" role="group" aria-label={t('booking.slots')}>
        {day.slots.map((slot) => (
          <Button
            key={slot.start}
            type={slot.start === start ? 'primary' : 'default'}
            disabled={!slot.free}
            aria-pressed={slot.start === start}
            title={slot.free ? undefined : t('booking.taken')}
            onClick={() => onStart(slot.start)}
            data-testid={`slot-${slot.start}`}
          >
            {slot.start}–{slot.end}
          </Button>
        ))}
      </div>
      {durations.length > 0 && (
        <Space wrap>
          <span>{t('booking.duration')}</span>
          <Select<number>
            aria-label={t('booking.duration')}
            value={count}
            onChange={onCount}
            style={{ minWidth: 240 }}
            options={durations.map((option) => ({
              value: option.count,
              label: t('booking.durationOption', { slots: option.count, minutes: option.minutes, start, end: option.end }),
            }))}
            data-testid="slots-count"
          />
        </Space>
      )}
    </div>
  );
}
