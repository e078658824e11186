import { myResearchDemand } from '@contract/endpoints/researchDemand';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const MY_DEMANDS_RESOURCE = 'requirementList';
export const MY_DEMANDS_ROUTE = '/my/requirementList';

/** Every signed-in user's research demands by state (each opens its page); a laboratory's quotes in a second tab. */
export const requirementList = defineResource({
  name: MY_DEMANDS_RESOURCE,
  route: MY_DEMANDS_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: myResearchDemand.mine },
  pages: { list: lazyPage(() => import('./MyDemandsPage')) },
});
