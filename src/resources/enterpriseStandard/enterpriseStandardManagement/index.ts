import { tmStandard } from '@contract/endpoints/enterpriseStandard';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const STANDARD_ROUTE = '/my/enterpriseInformationManagement/enterpriseStandardManagement';

/** A company's enterprise standards; each standard's page holds its grades, their applications and records. */
export const enterpriseStandardManagement = defineResource({
  name: 'enterpriseStandardManagement',
  route: STANDARD_ROUTE,
  permission: PERMISSIONS.enterpriseStandardManage,
  endpoints: {
    list: tmStandard.standardList,
    one: tmStandard.getStandard,
    create: tmStandard.saveStandard,
    update: tmStandard.saveStandard,
    remove: tmStandard.deleteStandard,
  },
  pages: { list: lazyPage(() => import('./StandardList')), show: lazyPage(() => import('./StandardShow')) },
});
