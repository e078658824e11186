import { qualityApply } from '@contract/endpoints/quality';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { APPLICATION_RESOURCE, APPLICATION_ROUTE } from '../shared/paths';

/** The caller's applications for the formal quality ranking: their state, each one's detail, resubmitting a rejected one. */
export const qualityApplication = defineResource({
  name: APPLICATION_RESOURCE,
  route: APPLICATION_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: qualityApply.page, one: qualityApply.get },
  pages: {
    list: lazyPage(() => import('./ApplicationListPage')),
    show: lazyPage(() => import('./ApplicationShowPage')),
  },
});
