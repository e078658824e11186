import { examineOrder, orderAdmin } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { CLOUD_SERVICES_ROUTE } from '../paths';

/**
 * The orders the caller oversees (`/my/administration/cloudServices`); one order: assign a laboratory, the leader,
 * transfers. Order administrators also set the regions of regional heads (a tab of the list page).
 */
export const cloudServices = defineResource({
  name: 'cloudServices',
  route: CLOUD_SERVICES_ROUTE,
  permission: PERMISSIONS.orderOversee,
  endpoints: { list: orderAdmin.page, one: examineOrder.detail },
  pages: { list: lazyPage(() => import('./CloudServicesPage')), show: lazyPage(() => import('../detail/TestOrderPage')) },
});
