import { AuditDetail } from '../shared/AuditDetail';
import { STANDARD_CHECK_ROUTE } from './index';

export default function DetailPage() {
  return <AuditDetail route={STANDARD_CHECK_ROUTE} />;
}
