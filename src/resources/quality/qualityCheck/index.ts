import { qualityApply, qualityAudit } from '@contract/endpoints/quality';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { CHECK_RESOURCE, CHECK_ROUTE } from '../shared/paths';

/** The auditors' queue of applications for the formal ranking (oldest pending first) and each one's review page. */
export const qualityCheck = defineResource({
  name: CHECK_RESOURCE,
  route: CHECK_ROUTE,
  permission: PERMISSIONS.qualityAudit,
  endpoints: { list: qualityAudit.page, one: qualityApply.get },
  pages: {
    list: lazyPage(() => import('./QueuePage')),
    show: lazyPage(() => import('./ReviewPage')),
  },
});
