import { payOrderAdmin } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const PAY_ORDER_RESOURCE = 'payOrder';
export const PAY_ORDER_ROUTE = '/my/administration/payOrder';

/** Administrators: every payment order (mark offline bank transfers received) and every invoice request (issue). */
export const payOrder = defineResource({
  name: PAY_ORDER_RESOURCE,
  route: PAY_ORDER_ROUTE,
  permission: PERMISSIONS.orderAdminister,
  endpoints: { list: payOrderAdmin.page },
  pages: { list: lazyPage(() => import('./PayOrderPage')) },
});
