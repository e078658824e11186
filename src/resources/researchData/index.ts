import { RESEARCH_PATHS, researchData } from '@contract/endpoints/researchData';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const RESEARCH_RESOURCE = 'researchDataManagement';
/** Where the import wizard creates a data set, and where it edits one (facts, then optionally a new file). */
export const RESEARCH_CREATE_PATH = `${RESEARCH_PATHS.management}/create`;
export const researchEditPath = (id: number) => `${RESEARCH_PATHS.management}/edit/${id}`;

/**
 * A company's R&D data (spec §7 "researchData"): projects, data sets with their imports, the recycle bin and the
 * permission requests (the list's tabs); the import wizard creates and edits; the show page is the data set's view.
 */
export const researchDataManagement = defineResource({
  name: RESEARCH_RESOURCE,
  route: RESEARCH_PATHS.management,
  permission: PERMISSIONS.researchDataManage,
  endpoints: { list: researchData.page, one: researchData.get },
  pages: {
    list: lazyPage(() => import('./list/ResearchDataPage')),
    create: lazyPage(() => import('./importWizard/ImportWizardPage')),
    edit: lazyPage(() => import('./importWizard/ImportWizardPage')),
    show: lazyPage(() => import('./show/DataSetShowPage')),
  },
});
