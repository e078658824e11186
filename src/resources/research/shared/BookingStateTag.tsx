import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingState } from '@contract/endpoints/equipments';

const COLORS: Record<BookingState, string> = {
  waiting: 'gold',
  responded: 'blue',
  paid: 'cyan',
  inProgress: 'processing',
  paused: 'orange',
  completed: 'green',
  evaluated: 'green',
  cancelled: 'default',
};

/** A booking's state as a coloured tag. */
export function BookingStateTag({ state }: { state: BookingState }) {
  const { t } = useTranslation('research');
  return (
    <Tag color={COLORS[state]} data-testid="booking-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
