import { useParams } from 'react-router';
import { LabBookingView } from './LabBookingView';

/** `/my/laboratoryOrder/show/:id`. */
export default function LabBookingDetail() {
  const id = Number(useParams().id);
  return <LabBookingView id={Number.isInteger(id) ? id : undefined} />;
}
