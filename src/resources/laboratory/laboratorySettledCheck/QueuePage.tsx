import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../shared/ReviewQueue';
import { LAB_CHECK_RESOURCE, LAB_CHECK_ROUTE } from './index';

/** /my/laboratorySettledCheck — the queue of laboratory applications (pending ones first in line). */
export default function QueuePage() {
  const { t } = useTranslation('console');
  return <ReviewQueue resource={LAB_CHECK_RESOURCE} route={LAB_CHECK_ROUTE} title={t('menu.laboratorySettledCheck')} />;
}
