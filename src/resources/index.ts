import { basicInformationManagement } from './company/basicInformationManagement';
import { bill } from './payment/bill';
import { business } from './company/business';
import { businessRecommendProduct } from './recommendedProduct/businessRecommendProduct';
import { businessRecommendProductAdd } from './recommendedProduct/businessRecommendProductAdd';
import { companyEmployee } from './company/companyEmployee';
import { deliveryAddress } from './deliveryAddress';
import { documentOrder } from './library/documentOrder';
import { documentOrderDetail } from './library/documentOrderDetail';
import { employeeInformationManagement } from './company/employeeInformationManagement';
import { enterpriseDataManagement } from './enterpriseStandard/enterpriseDataManagement';
import { enterpriseProductCheck } from './recommendedProduct/enterpriseProductCheck';
import { enterpriseRecommendedProductManagement } from './recommendedProduct/enterpriseRecommendedProductManagement';
import { enterpriseStandardAdministration } from './enterpriseStandard/enterpriseStandardAdministration';
import { enterpriseStandardCheck } from './enterpriseStandard/enterpriseStandardCheck';
import { enterpriseStandardManagement } from './enterpriseStandard/enterpriseStandardManagement';
import { groupInfo } from './company/groupInfo';
import { info } from './info';
import { libraryAdministration } from './library/libraryAdministration';
import { myFavorites } from './myFavorites';
import { packetInformationManagement } from './company/packetInformationManagement';
import { payment } from './payment/payment';
import { payOrder } from './payment/payOrder';
import { laboratoryEquipment, laboratoryOrder, laboratoryOrderDetail, researchCheck } from './research';
import { researchDataCheck } from './researchDataCheck';
import { remoteScientificResearch } from './researchDemand/remoteScientificResearch';
import { requirementList } from './researchDemand/requirementList';
import { laboratoryPublication } from './laboratoryPublication';
import { docTemplate } from './docTemplate';
import { laboratoryAdministration } from './laboratory/laboratoryAdministration';
import { laboratorySettled } from './laboratory/laboratorySettled';
import { laboratorySettledCheck } from './laboratory/laboratorySettledCheck';
import { businessOrder, checkList, cloudServices, enterpriseOrderManagement } from './testOrders';
import { messageCentre } from './messageCentre';
import { checkBag, commonDetectionPackage } from './testKits';
import { researchDataManagement } from './researchData';
import { qualityApplication, qualityCheck, qualityMethod, specialReportOrder, specialReportOrderDetail } from './quality';
import type { ResourceDefinition } from '../providers/resourceDefinition';
import { userList } from './company/userList';
import { customAdministration, customList } from './customization';
import { questionnaire, suggestion, suggestionReply } from './community';
import { industryManagement, industryRequest, industryRequestAdmin } from './industry';
import { serviceCheck } from './serviceCheck';
import { homeSections } from './homeSections';
import { contentManagement, helpCatalogue } from './content';

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
  // Payments and the library; the order detail before the order list, whose route is a prefix of it.
  payment,
  bill,
  documentOrderDetail,
  documentOrder,
  payOrder,
  libraryAdministration,
  // Detection orders (issue 15): the customer's, the company's (and its alias `/my/businessOrder`, before `business`,
  // whose route is a prefix of it), the overseers'. The laboratory's are a tab of `laboratoryOrder`.
  checkList,
  enterpriseOrderManagement,
  businessOrder,
  cloudServices,
  // Company, people, groups; the aliases last, so `/my/business` never shadows `/my/businessRecommendProduct`.
  basicInformationManagement,
  employeeInformationManagement,
  packetInformationManagement,
  business,
  companyEmployee,
  userList,
  groupInfo,
  // Laboratory entry (issue 14): the auditors' queue and administration, the laboratory's own entry. The queue before
  // `laboratorySettled`, whose route is a prefix of it.
  laboratorySettledCheck,
  laboratoryAdministration,
  laboratorySettled,
  // Research demands (issue 14): the user's demands and a laboratory's quotes; the administrators' list.
  requirementList,
  remoteScientificResearch,
  // What an approved laboratory publishes (issue 14).
  laboratoryPublication,
  // Remote research (issue 14): the customer's bookings; the laboratory's bookings (its detail alias before the list,
  // whose route is a prefix of it) and its instruments' bookable time.
  researchCheck,
  laboratoryOrderDetail,
  laboratoryOrder,
  laboratoryEquipment,
  // Cloud testing (issue 15): my test kits, the platform's kits with their review and the working-day calendar, my messages.
  checkBag,
  commonDetectionPackage,
  messageCentre,
  // R&D data (issue 16): the auditors' publication queue.
  researchDataCheck,
  // Enterprise R&D data (issue 16): projects, data sets and their imports, the recycle bin, permission requests.
  researchDataManagement,
  // Quality ranking (issue 17): my report orders (the detail before the list, whose route is a prefix of it), my
  // applications, the auditors' queue.
  specialReportOrderDetail,
  specialReportOrder,
  qualityApplication,
  qualityCheck,
  qualityMethod,
  // Product customization (issue 18): the buyer's orders (each opens on the portal), the platform's queue.
  customList,
  customAdministration,
  // Content (issue 19): the platform's articles, the help centre's catalogue, the home page's sections.
  contentManagement,
  helpCatalogue,
  homeSections,
  // Community (issue 19): my suggestions; the reply queue; questionnaires.
  suggestion,
  suggestionReply,
  questionnaire,
  // Service hall (issue 19): the review queue of service offers.
  serviceCheck,
  // Industry pages (issue 19): entries and requests; my requests.
  industryManagement,
  industryRequestAdmin,
  industryRequest,
  // Documents (issue 19): document templates.
  docTemplate,
];
