import { examineOrder } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { CHECK_LIST_ROUTE } from '../paths';

/** The customer's detection orders (`/my/checkList`); one order (`/my/checkList/show/:id`): pay, transfers, reports, evaluation. */
export const checkList = defineResource({
  name: 'checkList',
  route: CHECK_LIST_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: examineOrder.list, one: examineOrder.detail },
  pages: { list: lazyPage(() => import('./MyTestOrderList')), show: lazyPage(() => import('../detail/TestOrderPage')) },
});
