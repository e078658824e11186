export * from './envelope';
export * from './limits';
export * from './locales';
export * from './messages';
export * from './permissions';
export * from './ability';
export * from './endpoint';
export * from './creditCode';
export * from './conditions';
export * from './publicPages';
export * from './endpoints/loginCustom';
export * from './endpoints/statistics';
export * from './endpoints/homePage';
export * from './endpoints/address';
export * from './endpoints/materials';
export * from './endpoints/materialsUsage';
export * from './endpoints/intelligentMatching';
export * from './endpoints/accountFields';
export * from './endpoints/gateway';
export * from './endpoints/myAccount';
export * from './endpoints/agreement';
export * from './endpoints/company';
export * from './endpoints/employees';
export * from './endpoints/enterpriseStandard';
export * from './endpoints/files';
export * from './endpoints/recommendedProduct';
export * from './endpoints/payment';
export * from './endpoints/library';
export * from './endpoints/laboratoryCommon';
export * from './endpoints/laboratory';
export * from './endpoints/researchDemand';
export * from './endpoints/labPublication';
export * from './endpoints/equipments';
export * from './endpoints/testKits';
export * from './endpoints/testOrders';
export * from './endpoints/researchData';
export * from './endpoints/quality';
export * from './endpoints/customization';
// issue 19: content, community, service hall, industry pages, documents
export * from './endpoints/content';
export * from './endpoints/community';
export * from './endpoints/serviceHall';
export * from './endpoints/industry';
export * from './endpoints/ai';
export * from './endpoints/documents';
export * from './portalPaths';
export * from './researchUnits';

import { loginCustom } from './endpoints/loginCustom';
import { statistics } from './endpoints/statistics';
import { homePage } from './endpoints/homePage';
import { userAddress } from './endpoints/address';
import { steelName, weldingMetal, alloyName, materialSearch } from './endpoints/materials';
import { hotData, searchHistory, collections, dataSets } from './endpoints/materialsUsage';
import { intelligentMatching } from './endpoints/intelligentMatching';
import { gateway } from './endpoints/gateway';
import { myAccount } from './endpoints/myAccount';
import { agreements } from './endpoints/agreement';
import { companyGroups, companyInfo } from './endpoints/company';
import { employees } from './endpoints/employees';
import { tmStandard } from './endpoints/enterpriseStandard';
import { files } from './endpoints/files';
import { myProducts, productAudit, recommendedProduct } from './endpoints/recommendedProduct';
import { payment, payOrderAdmin, sandboxCashier } from './endpoints/payment';
import { library, libraryAdmin, libraryPayment } from './endpoints/library';
import { laboratoryAudit, laboratoryEntry, laboratoryPublic } from './endpoints/laboratory';
import { labPublicationManage, labPublicationPublic } from './endpoints/labPublication';
import { detectionResources, equipments } from './endpoints/equipments';
import { demandAdmin, demandQuotes, myResearchDemand, researchDemand } from './endpoints/researchDemand';
import { examineContent, kitAudit, myTestKits } from './endpoints/testKits';
import { examineOrder, notifications, orderAdmin, orderPublic } from './endpoints/testOrders';
import { rdda, researchData, researchDataAudit, researchDataChain, researchPermissions, researchProjects } from './endpoints/researchData';
import { qualityApply, qualityAudit, qualityPublic, qualitySimulation } from './endpoints/quality';
import { customAdmin, customization } from './endpoints/customization';
import { contentAdmin, contentPublic } from './endpoints/content';
import { COMMUNITY_API } from './endpoints/community';
import { SERVICE_HALL_API } from './endpoints/serviceHall';
import { INDUSTRY_API } from './endpoints/industry';
import { DOCUMENT_API } from './endpoints/documents';
import { AI_API } from './endpoints/ai';
import type { Endpoint } from './endpoint';

/** Every endpoint of the contract, by group. The server registers exactly these. */
export const API = {
  loginCustom,
  statistics,
  homePage,
  userAddress,
  steelName,
  weldingMetal,
  alloyName,
  // search and suggestions across material types (issue 22)
  materialSearch,
  hotData,
  searchHistory,
  collections,
  dataSets,
  intelligentMatching,
  gateway,
  myAccount,
  agreements,
  companyInfo,
  companyGroups,
  employees,
  tmStandard,
  files,
  myProducts,
  productAudit,
  recommendedProduct,
  payment,
  sandboxCashier,
  payOrderAdmin,
  library,
  libraryPayment,
  libraryAdmin,
  laboratoryEntry,
  laboratoryAudit,
  laboratoryPublic,
  equipments,
  detectionResources,
  // laboratory publications: cases, drawings, people, documents (issue 14)
  labPublicationPublic,
  labPublicationManage,
  // research demands and quotes (issue 14)
  researchDemand,
  myResearchDemand,
  demandQuotes,
  demandAdmin,
  // cloud testing: items, kits, estimates, detection orders, notifications (issue 15)
  examineContent,
  myTestKits,
  kitAudit,
  examineOrder,
  orderPublic,
  orderAdmin,
  notifications,
  // enterprise R&D data (issue 16)
  researchDataChain,
  researchProjects,
  researchData,
  researchPermissions,
  researchDataAudit,
  rdda,
  // quality and reliability ranking (issue 17)
  qualityPublic,
  qualitySimulation,
  qualityApply,
  qualityAudit,
  // product customization (issue 18)
  customization,
  customAdmin,
  // the platform's content: news, stories, solutions, help, pages, banners (issue 19)
  contentPublic,
  contentAdmin,
  // issue 19: each file's exported groups (community: messages, suggestions, questionnaires; service hall;
  // industry pages; documents and standard parts)
  ...COMMUNITY_API,
  ...SERVICE_HALL_API,
  ...INDUSTRY_API,
  ...DOCUMENT_API,
  // the AI assistant and its tools (issue 20)
  ...AI_API,
} as const;
export const ALL_ENDPOINTS: Endpoint[] = Object.values(API).flatMap((group) => Object.values(group));
export * from './fields';
export * from './text';
export * from './workflow';
