import { homePage } from '@contract/endpoints/homePage';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** The home page's sections (platform administrators): which show, in which order. */
export const homeSections = defineResource({
  name: 'homeSections',
  route: '/my/administration/homeSections',
  permission: PERMISSIONS.contentManage,
  endpoints: { list: homePage.listLoactionConfig },
  pages: { list: lazyPage(() => import('./HomeSectionsPage')) },
});
