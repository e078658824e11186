import { basicInformationManagement } from './basicInformationManagement';
import { business } from './business';
import { businessRecommendProduct } from './businessRecommendProduct';
import { businessRecommendProductAdd } from './businessRecommendProductAdd';
import { companyEmployee } from './companyEmployee';
import { deliveryAddress } from './deliveryAddress';
import { employeeInformationManagement } from './employeeInformationManagement';
import { enterpriseDataManagement } from './enterpriseDataManagement';
import { enterpriseProductCheck } from './enterpriseProductCheck';
import { enterpriseRecommendedProductManagement } from './enterpriseRecommendedProductManagement';
import { enterpriseStandardAdministration } from './enterpriseStandardAdministration';
import { enterpriseStandardCheck } from './enterpriseStandardCheck';
import { enterpriseStandardManagement } from './enterpriseStandardManagement';
import { groupInfo } from './groupInfo';
import { info } from './info';
import { myFavorites } from './myFavorites';
import { packetInformationManagement } from './packetInformationManagement';
import type { ResourceDefinition } from '../providers/resourceDefinition';
import { userList } from './userList';

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
