import { tmStandard } from '@contract/endpoints/enterpriseStandard';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const STANDARD_ADMINISTRATION_ROUTE = '/my/administration/enterpriseStandardManagement';

/**
 * Platform administration of enterprise standards: every public application by state (approved, rejected,
 * repealed as well as waiting) and the whole audit trail; the same review screen as the queue.
 */
export const enterpriseStandardAdministration = defineResource({
  name: 'enterpriseStandardAdministration',
  route: STANDARD_ADMINISTRATION_ROUTE,
  permission: PERMISSIONS.standardAudit,
  endpoints: { list: tmStandard.checkList, one: tmStandard.checkDetail },
  pages: { list: lazyPage(() => import('./AdministrationPage')), show: lazyPage(() => import('./DetailPage')) },
});
