import { companyGroups } from '@contract/endpoints/company';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const GroupListPage = lazyPage(() => import('./GroupList'));

/** The company's groups; deleting one leaves its employees in the company without a group. */
export const packetInformationManagement = defineResource({
  name: 'packetInformationManagement',
  route: '/my/enterpriseInformationManagement/packetInformationManagement',
  permission: PERMISSIONS.groupManage,
  endpoints: {
    list: companyGroups.listGroups,
    one: companyGroups.getGroup,
    create: companyGroups.saveGroup,
    update: companyGroups.saveGroup,
    remove: companyGroups.deleteGroup,
  },
  pages: { list: GroupListPage },
});
