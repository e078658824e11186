import { AuditDetail } from '../shared/AuditDetail';
import { STANDARD_CHECK_ROUTE } from './index';

export default function DetailPage() {
  return <AuditDetail resource="enterpriseStandardCheck" route={STANDARD_CHECK_ROUTE} />;
}
