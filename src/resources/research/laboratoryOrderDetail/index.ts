import { equipments } from '@contract/endpoints/equipments';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/** The spec's address of one of the laboratory's bookings (`/my/laboratoryOrderDetail?id=`): the same page as `/my/laboratoryOrder/show/:id`. */
export const laboratoryOrderDetail = defineResource({
  name: 'laboratoryOrderDetail',
  route: '/my/laboratoryOrderDetail',
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: { list: equipments.orderDetail },
  pages: { list: lazyPage(() => import('./LabBookingDetailAlias')) },
});
