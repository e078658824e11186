import { useTranslation } from 'react-i18next';
import { bookingDetailPath } from '@contract/endpoints/laboratoryCommon';
import { BookingTable } from '../shared/BookingTable';
import { RESEARCH_CHECK_RESOURCE } from './index';

/** My instrument bookings by state. */
export default function MyBookingList() {
  const { t } = useTranslation('console');
  return <BookingTable resource={RESEARCH_CHECK_RESOURCE} title={t('menu.researchCheck')} viewer="customer" detailPath={bookingDetailPath} />;
}
