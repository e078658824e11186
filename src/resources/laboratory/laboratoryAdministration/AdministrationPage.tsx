import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../shared/ReviewQueue';
import { LAB_ADMINISTRATION_RESOURCE, LAB_ADMINISTRATION_ROUTE } from './index';

/** /my/administration/laboratory — laboratory entries by state (waiting, approved, rejected). */
export default function AdministrationPage() {
  const { t } = useTranslation('console');
  return <ReviewQueue resource={LAB_ADMINISTRATION_RESOURCE} route={LAB_ADMINISTRATION_ROUTE} title={t('menu.laboratoryAdministration')} />;
}
