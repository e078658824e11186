import { useTranslation } from 'react-i18next';
import { AuditQueue } from '../shared/AuditQueue';
import { STANDARD_CHECK_ROUTE } from './index';

export default function QueuePage() {
  const { t } = useTranslation('console');
  return <AuditQueue resource="enterpriseStandardCheck" route={STANDARD_CHECK_ROUTE} title={t('menu.enterpriseStandardCheck')} />;
}
