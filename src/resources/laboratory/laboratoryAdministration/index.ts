import { laboratoryAudit } from '@contract/endpoints/laboratory';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const LAB_ADMINISTRATION_RESOURCE = 'laboratoryAdministration';
export const LAB_ADMINISTRATION_ROUTE = '/my/administration/laboratory';

/** Platform administration of laboratory entries: every application by state, the same review screen as the queue. */
export const laboratoryAdministration = defineResource({
  name: LAB_ADMINISTRATION_RESOURCE,
  route: LAB_ADMINISTRATION_ROUTE,
  permission: PERMISSIONS.laboratoryAudit,
  endpoints: { list: laboratoryAudit.page, one: laboratoryAudit.detail },
  pages: { list: lazyPage(() => import('./AdministrationPage')), show: lazyPage(() => import('./DetailPage')) },
});
