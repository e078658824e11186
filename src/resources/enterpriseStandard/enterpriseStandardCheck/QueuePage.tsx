import { useTranslation } from 'react-i18next';
import { GradeAuditQueue } from '../shared/GradeAuditQueue';
import { STANDARD_CHECK_ROUTE } from './index';

export default function QueuePage() {
  const { t } = useTranslation('console');
  return <GradeAuditQueue resource="enterpriseStandardCheck" route={STANDARD_CHECK_ROUTE} title={t('menu.enterpriseStandardCheck')} />;
}
