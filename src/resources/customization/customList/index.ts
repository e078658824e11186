import { customization } from '@contract/endpoints/customization';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { CUSTOM_LIST_RESOURCE, CUSTOM_LIST_ROUTE } from '../shared/paths';

/** The buyer's customization orders (`/my/customList`); each order's page is the portal's (CUSTOM_PATHS.detail). */
export const customList = defineResource({
  name: CUSTOM_LIST_RESOURCE,
  route: CUSTOM_LIST_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: customization.page },
  pages: { list: lazyPage(() => import('./MyCustomOrderList')) },
});
