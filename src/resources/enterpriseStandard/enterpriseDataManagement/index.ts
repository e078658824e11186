import { tmStandard } from '@contract/endpoints/enterpriseStandard';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/** The company's enterprise data in one place: every standard with its grades and their states; its R&D data sets (tab). */
export const enterpriseDataManagement = defineResource({
  name: 'enterpriseDataManagement',
  route: '/my/enterpriseInformationManagement/DataManagement',
  permission: PERMISSIONS.enterpriseStandardManage,
  endpoints: { list: tmStandard.dataList },
  pages: { list: lazyPage(() => import('./DataManagementPage')) },
});
