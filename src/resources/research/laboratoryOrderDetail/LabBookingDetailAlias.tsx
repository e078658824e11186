import { useSearchParams } from 'react-router';
import { LabBookingView } from '../laboratoryOrder/LabBookingView';

/** `/my/laboratoryOrderDetail?id=`. */
export default function LabBookingDetailAlias() {
  const raw = useSearchParams()[0].get('id') ?? '';
  return <LabBookingView id={/^\d{1,9}$/.test(raw) ? Number(raw) : undefined} />;
}
