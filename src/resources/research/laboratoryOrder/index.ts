import { equipments } from '@contract/endpoints/equipments';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const LAB_ORDER_RESOURCE = 'laboratoryOrder';
export const LAB_ORDER_ROUTE = '/my/laboratoryOrder';
export const labOrderPath = (id: number) => `${LAB_ORDER_ROUTE}/show/${id}`;

/**
 * The laboratory's bookings by state, and (second tab, `?tab=testOrders`) its test orders; one booking
 * (`/my/laboratoryOrder/show/:id`): respond, run, record, complete. A test order opens at `/my/laboratoryOrderDetail/show/:id`.
 */
export const laboratoryOrder = defineResource({
  name: LAB_ORDER_RESOURCE,
  route: LAB_ORDER_ROUTE,
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: { list: equipments.labOrderList, one: equipments.orderDetail },
  pages: { list: lazyPage(() => import('./LabOrderTabs')), show: lazyPage(() => import('./LabBookingDetail')) },
});
