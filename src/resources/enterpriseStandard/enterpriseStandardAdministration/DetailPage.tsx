import { AuditDetail } from '../shared/AuditDetail';
import { STANDARD_ADMINISTRATION_ROUTE } from './index';

export default function DetailPage() {
  return <AuditDetail resource="enterpriseStandardAdministration" route={STANDARD_ADMINISTRATION_ROUTE} />;
}
