import { customAdmin, customization } from '@contract/endpoints/customization';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { CUSTOM_ADMIN_RESOURCE, CUSTOM_ADMIN_ROUTE } from '../shared/paths';

/** The platform's queue of customization orders (`/my/administration/customization`) and each order's page with its steps. */
export const customAdministration = defineResource({
  name: CUSTOM_ADMIN_RESOURCE,
  route: CUSTOM_ADMIN_ROUTE,
  permission: PERMISSIONS.customAdminister,
  endpoints: { list: customAdmin.page, one: customization.detail },
  pages: {
    list: lazyPage(() => import('./QueuePage')),
    show: lazyPage(() => import('./OrderPage')),
  },
});
