import { equipments } from '@contract/endpoints/equipments';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const RESEARCH_CHECK_RESOURCE = 'researchCheck';
export const RESEARCH_CHECK_ROUTE = '/my/researchCheck';

/** The caller's instrument bookings by state; one booking (`/my/researchCheck/show/:id`): pay, cancel, results, evaluation. */
export const researchCheck = defineResource({
  name: RESEARCH_CHECK_RESOURCE,
  route: RESEARCH_CHECK_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: equipments.orderList, one: equipments.orderDetail },
  pages: { list: lazyPage(() => import('./MyBookingList')), show: lazyPage(() => import('./MyBookingDetail')) },
});
