import { demandAdmin } from '@contract/endpoints/researchDemand';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const DEMAND_ADMIN_RESOURCE = 'remoteScientificResearch';
export const DEMAND_ADMIN_ROUTE = '/my/administration/remoteScientificResearch';

/** Platform administrators: every research demand by state, its quotes and history; close one with a reason. */
export const remoteScientificResearch = defineResource({
  name: DEMAND_ADMIN_RESOURCE,
  route: DEMAND_ADMIN_ROUTE,
  permission: PERMISSIONS.demandAdminister,
  endpoints: { list: demandAdmin.page, one: demandAdmin.detail },
  pages: { list: lazyPage(() => import('./QueuePage')), show: lazyPage(() => import('./DetailPage')) },
});
