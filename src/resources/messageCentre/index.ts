import { notifications } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const MESSAGE_CENTRE_RESOURCE = 'messageCentre';
export const MESSAGE_CENTRE_ROUTE = '/my/messageCentre';

/** Any signed-in user's notifications: what happened to their orders, each linking to it; mark read one or all. */
export const messageCentre = defineResource({
  name: MESSAGE_CENTRE_RESOURCE,
  route: MESSAGE_CENTRE_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: notifications.page },
  pages: { list: lazyPage(() => import('./MessageCentrePage')) },
});
