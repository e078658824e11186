import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@contract/endpoints/equipments';
import { formatBeijing } from '../../../components/format/beijingTime';
import { formatFen } from '../../../components/format/money';
import { BookingStateTag } from './BookingStateTag';
import { ResponseDeadline } from './ResponseDeadline';

const DASH = '—';

/** Everything about a booking: what, when (Beijing), the sample, the contact, the price, the lab's answer. */
export function BookingView({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  return (
    <Descriptions bordered size="small" column={1} data-testid="booking-view">
      <Descriptions.Item label={t('fields.bookingNo')}>
        <span data-testid="booking-no">{booking.bookingNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.state')}>
        <BookingStateTag state={booking.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.instrument')}>
        {booking.instrumentName}
        {booking.instrumentModel ? ` (${booking.instrumentModel})` : ''} · {tl(`equipmentTypes.${booking.typeCode}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.laboratory')}>{booking.laboratoryName}</Descriptions.Item>
      <Descriptions.Item label={t('fields.time')}>
        <span data-testid="booking-time">
          {booking.date} {booking.startTime}–{booking.endTime}
        </span>{' '}
        ({t('fields.durationMinutes', { minutes: booking.durationMinutes })})
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.price')}>
        <span data-testid="booking-price">{formatFen(booking.price)}</span>
      </Descriptions.Item>
      {booking.viewer === 'laboratory' && <Descriptions.Item label={t('fields.customer')}>{booking.customerName ?? DASH}</Descriptions.Item>}
      <Descriptions.Item label={t('fields.sample')}>
        {booking.sampleName} × {booking.sampleCount}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.contact')}>
        {booking.contactName} · {booking.contactPhone}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.address')}>{booking.address || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('fields.remarks')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{booking.remarks || DASH}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createTime')}>{formatBeijing(booking.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.responseDeadline')}>
        {booking.state === 'waiting' ? <ResponseDeadline booking={booking} /> : formatBeijing(booking.responseDeadline)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.response')}>
        <span style={{ whiteSpace: 'pre-wrap' }} data-testid="booking-response">
          {booking.respondTime ? `${formatBeijing(booking.respondTime)} ${booking.responseNote ?? ''}`.trim() : DASH}
        </span>
      </Descriptions.Item>
      {booking.payTime && <Descriptions.Item label={t('fields.payTime')}>{formatBeijing(booking.payTime)}</Descriptions.Item>}
      {booking.orderNo && <Descriptions.Item label={t('fields.orderNo')}>{booking.orderNo}</Descriptions.Item>}
      {booking.cancelReason && (
        <Descriptions.Item label={t('fields.cancelReason')}>
          <span data-testid="booking-cancelled-reason">{booking.cancelReason}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
