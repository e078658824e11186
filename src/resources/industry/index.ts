import { industryRequests } from '@contract/endpoints/industry';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** Industry pages in the console (issue 19): my requests; the administrators' request queue. */
export const industryRequest = defineResource({
  name: 'industryRequest',
  route: '/my/industryRequest',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: industryRequests.mine },
  pages: { list: lazyPage(() => import('./MyRequestsPage')) },
});

export const industryRequestAdmin = defineResource({
  name: 'industryRequestAdmin',
  route: '/my/administration/industryRequest',
  permission: PERMISSIONS.contentManage,
  endpoints: { list: industryRequests.page },
  pages: { list: lazyPage(() => import('./RequestQueuePage')) },
});
