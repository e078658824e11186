import { equipments } from '@contract/endpoints/equipments';
import { examineOrder } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { TestOrderPage } from '../../testOrders';

/**
 * The spec's address of one of the laboratory's bookings (`/my/laboratoryOrderDetail?id=`): the same page as
 * `/my/laboratoryOrder/show/:id`; and of one of its test orders (`/my/laboratoryOrderDetail/show/:id`, issue 15).
 */
export const laboratoryOrderDetail = defineResource({
  name: 'laboratoryOrderDetail',
  route: '/my/laboratoryOrderDetail',
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: { list: equipments.orderDetail, one: examineOrder.detail },
  pages: { list: lazyPage(() => import('./LabBookingDetailAlias')), show: TestOrderPage },
});
