import { useParams } from 'react-router';
import { BookingDetailLayout, EvaluationView } from '../shared/BookingDetailLayout';
import { CustomerActions } from './CustomerActions';
import { EvaluationForm } from './EvaluationForm';
import { RESEARCH_CHECK_ROUTE } from './index';

/** One of my bookings: pay, cancel, the lab's logs, results once paid, the evaluation once completed. */
export default function MyBookingDetail() {
  const id = Number(useParams().id);
  return (
    <BookingDetailLayout
      id={Number.isInteger(id) ? id : undefined}
      backTo={RESEARCH_CHECK_ROUTE}
      actions={(booking) => <CustomerActions booking={booking} />}
      evaluation={(booking) =>
        booking.nextActions.includes('evaluate') ? <EvaluationForm booking={booking} /> : booking.evaluationStars !== null ? <EvaluationView booking={booking} /> : null
      }
    />
  );
}
