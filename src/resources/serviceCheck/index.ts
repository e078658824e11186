import { serviceAudit } from '@contract/endpoints/serviceHall';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const SERVICE_CHECK_RESOURCE = 'serviceCheck';
export const SERVICE_CHECK_ROUTE = '/my/serviceCheck';

/** The platform: service offers waiting for review; approve (into the hall), or reject with a reason. */
export const serviceCheck = defineResource({
  name: SERVICE_CHECK_RESOURCE,
  route: SERVICE_CHECK_ROUTE,
  permission: PERMISSIONS.serviceAudit,
  endpoints: { list: serviceAudit.auditPage, one: serviceAudit.auditDetail },
  pages: { list: lazyPage(() => import('./QueuePage')), show: lazyPage(() => import('./DetailPage')) },
});
