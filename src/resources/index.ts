import { basicInformationManagement } from './company/basicInformationManagement';
import { business } from './company/business';
import { businessRecommendProduct } from './recommendedProduct/businessRecommendProduct';
import { businessRecommendProductAdd } from './recommendedProduct/businessRecommendProductAdd';
import { companyEmployee } from './company/companyEmployee';
import { deliveryAddress } from './deliveryAddress';
import { employeeInformationManagement } from './company/employeeInformationManagement';
import { enterpriseDataManagement } from './enterpriseStandard/enterpriseDataManagement';
import { enterpriseProductCheck } from './recommendedProduct/enterpriseProductCheck';
import { enterpriseRecommendedProductManagement } from './recommendedProduct/enterpriseRecommendedProductManagement';
import { enterpriseStandardAdministration } from './enterpriseStandard/enterpriseStandardAdministration';
import { enterpriseStandardCheck } from './enterpriseStandard/enterpriseStandardCheck';
import { enterpriseStandardManagement } from './enterpriseStandard/enterpriseStandardManagement';
import { groupInfo } from './company/groupInfo';
import { info } from './info';
import { myFavorites } from './myFavorites';
import { packetInformationManagement } from './company/packetInformationManagement';
import type { ResourceDefinition } from '../providers/resourceDefinition';
import { userList } from './company/userList';

/** Every console resource. A user sees those whose name is in their menu list from the login check. */
export const RESOURCES: ResourceDefinition[] = [
  deliveryAddress,
  myFavorites,
  info,
  enterpriseStandardManagement,
  enterpriseDataManagement,
  enterpriseStandardCheck,
  enterpriseStandardAdministration,
  enterpriseRecommendedProductManagement,
  businessRecommendProduct,
  businessRecommendProductAdd,
  enterpriseProductCheck,
  // Company, people, groups; the aliases last, so `/my/business` never shadows `/my/businessRecommendProduct`.
  basicInformationManagement,
  employeeInformationManagement,
  packetInformationManagement,
  business,
  companyEmployee,
  userList,
  groupInfo,
];
