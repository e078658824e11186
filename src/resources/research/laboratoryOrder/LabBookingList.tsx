import { useTranslation } from 'react-i18next';
import { BookingTable } from '../shared/BookingTable';
import { LAB_ORDER_RESOURCE, labOrderPath } from './index';

/** The bookings of my laboratory's instruments by state; waiting ones show their response deadline. */
export default function LabBookingList() {
  const { t } = useTranslation('console');
  return <BookingTable resource={LAB_ORDER_RESOURCE} title={t('menu.laboratoryOrder')} viewer="laboratory" detailPath={labOrderPath} />;
}
