import type { ReactNode } from 'react';
import { Alert, Button, Card, Rate, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@contract/endpoints/equipments';
import { formatBeijing } from '../../../components/format/beijingTime';
import { message } from '../../../providers/i18n';
import { BookingHistory } from './BookingHistory';
import { BookingRecords } from './BookingRecords';
import { BookingView } from './BookingView';
import { useBookingDetail } from './useBookingDetail';

/** The customer's evaluation, read-only (stars and text). */
export function EvaluationView({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('research');
  if (booking.evaluationStars === null) return null;
  return (
    <Space direction="vertical" data-testid="evaluation-view">
      <Rate disabled value={booking.evaluationStars} aria-label={t('evaluation.stars')} />
      {booking.evaluationText && <div style={{ whiteSpace: 'pre-wrap' }}>{booking.evaluationText}</div>}
      <Typography.Text type="secondary">{formatBeijing(booking.evaluateTime)}</Typography.Text>
    </Space>
  );
}

/**
 * One booking's page for its customer or its laboratory: the facts, the viewer's actions, service logs, experiment
 * records (or why they are hidden), the evaluation and the history. Times are Beijing time.
 */
export function BookingDetailLayout({
  id,
  backTo,
  actions,
  evaluation,
  recordTools,
}: {
  id: number | undefined;
  backTo: string;
  actions: (booking: BookingDetail) => ReactNode;
  /** The evaluation card's content (the customer's form, or the read-only evaluation). */
  evaluation: (booking: BookingDetail) => ReactNode;
  /** The laboratory's buttons to add records. */
  recordTools?: (booking: BookingDetail, kind: 'log' | 'experiment') => ReactNode;
}) {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const { booking, loading, missing } = useBookingDetail(id);
  const back = (
    <Button onClick={() => void navigate(backTo)} data-testid="booking-back">
      {t('detail.back')}
    </Button>
  );

  if (loading) return <Skeleton active />;
  if (missing || !booking) return <Alert type="error" showIcon message={message('noSuchId')} action={back} data-testid="booking-not-found" />;
  const evaluationCard = evaluation(booking);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="booking-detail">
      <Card
        title={t('detail.title', { bookingNo: booking.bookingNo })}
        extra={
          <Space wrap data-testid="booking-actions">
            {actions(booking)}
            {back}
          </Space>
        }
      >
        <Alert type="info" showIcon message={t('detail.beijingTime')} style={{ marginBottom: 16 }} />
        <BookingView booking={booking} />
      </Card>
      <Card title={t('detail.logs')} extra={recordTools?.(booking, 'log')}>
        <BookingRecords records={booking.logs} empty={t('detail.noLogs')} testId="service-logs" />
      </Card>
      <Card title={t('detail.experiments')} extra={recordTools?.(booking, 'experiment')}>
        {booking.resultsHidden ? (
          <Alert type="warning" showIcon message={t('detail.resultsHidden')} data-testid="results-hidden" />
        ) : (
          <BookingRecords records={booking.experiments} empty={t('detail.noExperiments')} testId="experiments" />
        )}
      </Card>
      {evaluationCard && <Card title={t('evaluation.title')}>{evaluationCard}</Card>}
      <Card title={t('detail.history')}>
        <BookingHistory steps={booking.history} />
      </Card>
    </Space>
  );
}
