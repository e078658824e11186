import { researchData, researchDataAudit, RESEARCH_PATHS } from '@contract/endpoints/researchData';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const RESEARCH_DATA_CHECK_RESOURCE = 'researchDataCheck';

/** The auditors' queue of R&D data publication applications (issue 16): by state, and each one's review page. */
export const researchDataCheck = defineResource({
  name: RESEARCH_DATA_CHECK_RESOURCE,
  route: RESEARCH_PATHS.audit,
  permission: PERMISSIONS.researchDataAudit,
  endpoints: { list: researchDataAudit.page, one: researchData.get },
  pages: {
    list: lazyPage(() => import('./AuditListPage')),
    show: lazyPage(() => import('./AuditShowPage')),
  },
});
