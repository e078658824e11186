import { companyInfo } from '@contract/endpoints/company';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { BASIC_INFORMATION_ROUTE } from './route';

export const BasicInformationPage = lazyPage(() => import('./BasicInformationPage'));

/** The company's basic information (spec §3 Company): edited by its administrator, read by its people. */
export const basicInformationManagement = defineResource({
  name: 'basicInformationManagement',
  route: BASIC_INFORMATION_ROUTE,
  permission: PERMISSIONS.companyRead,
  endpoints: { list: companyInfo.getCompanyDetail, update: companyInfo.saveCompany },
  pages: { list: BasicInformationPage },
});
