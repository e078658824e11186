import { ROLE_PERMISSIONS, ROLES, PERMISSIONS, type Permission } from '@contract';
import type { Db } from '../client';
import { libraryTypes, menus, rolePermissions, roles } from '../schema';
import { seedCalendar } from './calendar';
import { seedDetectionItems } from './detectionItems';
import { seedQuality } from './quality';
import { seedDocumentTemplates, seedStandardParts } from './documents';

export interface MenuSeed {
  key: string;
  parentKey?: string;
  path: string;
  icon: string;
  sort: number;
  permission: Permission;
}

/** The console menu. Titles: `menu.<key>` in locales/<lang>/console.json. */
export const MENU: MenuSeed[] = [
  { key: 'home', path: '/my', icon: 'HomeOutlined', sort: 0, permission: PERMISSIONS.consoleAccess },
  { key: 'info', path: '/my/info', icon: 'UserOutlined', sort: 10, permission: PERMISSIONS.profileRead },
  {
    key: 'deliveryAddress',
    path: '/my/deliveryAddress',
    icon: 'EnvironmentOutlined',
    sort: 900,
    permission: PERMISSIONS.addressManage,
  },
  {
    key: 'myFavorites',
    path: '/my/myFavorites',
    icon: 'HeartOutlined',
    sort: 300,
    permission: PERMISSIONS.favoriteManage,
  },
  {
    key: 'basicInformationManagement',
    path: '/my/enterpriseInformationManagement/basicInformationManagement',
    icon: 'BankOutlined',
    sort: 400,
    permission: PERMISSIONS.companyRead,
  },
  {
    key: 'employeeInformationManagement',
    path: '/my/enterpriseInformationManagement/employeeInformationManagement',
    icon: 'TeamOutlined',
    sort: 410,
    permission: PERMISSIONS.employeeManage,
  },
  {
    key: 'packetInformationManagement',
    path: '/my/enterpriseInformationManagement/packetInformationManagement',
    icon: 'ApartmentOutlined',
    sort: 420,
    permission: PERMISSIONS.groupManage,
  },
  {
    key: 'enterpriseStandardManagement',
    path: '/my/enterpriseInformationManagement/enterpriseStandardManagement',
    icon: 'SafetyCertificateOutlined',
    sort: 460,
    permission: PERMISSIONS.enterpriseStandardManage,
  },
  {
    key: 'enterpriseDataManagement',
    path: '/my/enterpriseInformationManagement/DataManagement',
    icon: 'DatabaseOutlined',
    sort: 470,
    permission: PERMISSIONS.enterpriseStandardManage,
  },
  { key: 'enterpriseStandardCheck', path: '/my/enterpriseStandardCheck', icon: 'AuditOutlined', sort: 700, permission: PERMISSIONS.standardAudit },
  {
    key: 'enterpriseStandardAdministration',
    path: '/my/administration/enterpriseStandardManagement',
    icon: 'FileProtectOutlined',
    sort: 710,
    permission: PERMISSIONS.standardAudit,
  },
  {
    key: 'enterpriseRecommendedProductManagement',
    path: '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement',
    icon: 'ShopOutlined',
    sort: 480,
    permission: PERMISSIONS.recommendedProductManage,
  },
  { key: 'enterpriseProductCheck', path: '/my/enterpriseProductCheck', icon: 'FileSearchOutlined', sort: 720, permission: PERMISSIONS.productAudit },
  // Payments and the library (issue 13)
  { key: 'payment', path: '/my/payment', icon: 'WalletOutlined', sort: 200, permission: PERMISSIONS.profileRead },
  { key: 'bill', path: '/my/bill', icon: 'AccountBookOutlined', sort: 210, permission: PERMISSIONS.profileRead },
  { key: 'documentOrder', path: '/my/documentOrder', icon: 'ReadOutlined', sort: 220, permission: PERMISSIONS.profileRead },
  { key: 'payOrder', path: '/my/administration/payOrder', icon: 'TransactionOutlined', sort: 730, permission: PERMISSIONS.orderAdminister },
  {
    key: 'libraryAdministration',
    path: '/my/administration/library',
    icon: 'BookOutlined',
    sort: 740,
    permission: PERMISSIONS.libraryManage,
  },
  // Research demands (issue 14)
  { key: 'requirementList', path: '/my/requirementList', icon: 'SolutionOutlined', sort: 240, permission: PERMISSIONS.profileRead },
  {
    key: 'remoteScientificResearch',
    path: '/my/administration/remoteScientificResearch',
    icon: 'ProjectOutlined',
    sort: 760,
    permission: PERMISSIONS.demandAdminister,
  },
  // Laboratory publications: cases, drawings, testers, documents (issue 14)
  { key: 'laboratoryPublication', path: '/my/laboratoryPublication', icon: 'ProfileOutlined', sort: 530, permission: PERMISSIONS.laboratoryOperate },
  // Laboratory entry (issue 14): the auditors' queue and administration; the laboratory's way to its application.
  { key: 'laboratorySettledCheck', path: '/my/laboratorySettledCheck', icon: 'AuditOutlined', sort: 750, permission: PERMISSIONS.laboratoryAudit },
  { key: 'laboratoryAdministration', path: '/my/administration/laboratory', icon: 'ExperimentOutlined', sort: 755, permission: PERMISSIONS.laboratoryAudit },
  { key: 'laboratorySettled', path: '/my/laboratorySettled', icon: 'ExperimentOutlined', sort: 500, permission: PERMISSIONS.laboratoryOperate },
  // Remote research (issue 14): the customer's bookings; the laboratory's bookings and its instruments' bookable time.
  { key: 'researchCheck', path: '/my/researchCheck', icon: 'CalendarOutlined', sort: 230, permission: PERMISSIONS.profileRead },
  { key: 'laboratoryOrder', path: '/my/laboratoryOrder', icon: 'ScheduleOutlined', sort: 510, permission: PERMISSIONS.laboratoryOperate },
  { key: 'laboratoryEquipment', path: '/my/laboratoryEquipment', icon: 'ClockCircleOutlined', sort: 520, permission: PERMISSIONS.laboratoryOperate },
  // Cloud testing (issue 15): kits and orders of the customer, the company's orders, notifications; the platform's kits,
  // the orders it (or a head of the cloud detection area or of a regional centre) oversees.
  { key: 'messageCentre', path: '/my/messageCentre', icon: 'BellOutlined', sort: 105, permission: PERMISSIONS.profileRead },
  { key: 'checkList', path: '/my/checkList', icon: 'ExperimentOutlined', sort: 225, permission: PERMISSIONS.profileRead },
  { key: 'checkBag', path: '/my/checkBag', icon: 'AppstoreAddOutlined', sort: 226, permission: PERMISSIONS.profileRead },
  {
    key: 'enterpriseOrderManagement',
    path: '/my/enterpriseInformationManagement/enterpriseOrderManagement',
    icon: 'ContainerOutlined',
    sort: 455,
    permission: PERMISSIONS.companyRead,
  },
  {
    key: 'commonDetectionPackage',
    path: '/my/administration/commonDetectionPackage',
    icon: 'AppstoreOutlined',
    sort: 765,
    permission: PERMISSIONS.testKitAudit,
  },
  { key: 'cloudServices', path: '/my/administration/cloudServices', icon: 'CloudServerOutlined', sort: 770, permission: PERMISSIONS.orderOversee },
  // Enterprise R&D data (issue 16): projects, data sets, sharing and requests; the auditors' publication queue.
  {
    key: 'researchDataManagement',
    path: '/my/enterpriseInformationManagement/R&dDataManagement',
    icon: 'ExperimentOutlined',
    sort: 465,
    permission: PERMISSIONS.researchDataManage,
  },
  { key: 'researchDataCheck', path: '/my/researchDataCheck', icon: 'AuditOutlined', sort: 775, permission: PERMISSIONS.researchDataAudit },
  // Quality ranking (issue 17): the caller's report orders and ranking applications; the auditors' application queue.
  { key: 'specialReportOrder', path: '/my/specialReportOrder', icon: 'FileProtectOutlined', sort: 228, permission: PERMISSIONS.profileRead },
  { key: 'qualityApplication', path: '/my/qualityApplication', icon: 'TrophyOutlined', sort: 229, permission: PERMISSIONS.profileRead },
  { key: 'qualityCheck', path: '/my/qualityCheck', icon: 'AuditOutlined', sort: 780, permission: PERMISSIONS.qualityAudit },
  { key: 'qualityMethod', path: '/my/qualityMethod', icon: 'TrophyOutlined', sort: 785, permission: PERMISSIONS.qualityAudit },
  // Product customization (issue 18): the buyer's orders; the platform's queue of orders by state.
  { key: 'customList', path: '/my/customList', icon: 'ToolOutlined', sort: 227, permission: PERMISSIONS.profileRead },
  {
    key: 'customAdministration',
    path: '/my/administration/customization',
    icon: 'ToolOutlined',
    sort: 790,
    permission: PERMISSIONS.customAdminister,
  },
  // Content (issue 19): the platform's articles, the help centre's catalogue, the home page's sections.
  { key: 'contentManagement', path: '/my/administration/content', icon: 'ReadOutlined', sort: 796, permission: PERMISSIONS.contentManage },
  { key: 'helpCatalogue', path: '/my/administration/helpCatalogue', icon: 'ApartmentOutlined', sort: 794, permission: PERMISSIONS.contentManage },
  { key: 'homeSections', path: '/my/administration/homeSections', icon: 'AppstoreOutlined', sort: 797, permission: PERMISSIONS.contentManage },
  // Community (issue 19): my suggestions; the reply queue; questionnaires.
  { key: 'suggestion', path: '/my/suggestion', icon: 'BellOutlined', sort: 231, permission: PERMISSIONS.profileRead },
  { key: 'suggestionReply', path: '/my/administration/suggestion', icon: 'AuditOutlined', sort: 798, permission: PERMISSIONS.suggestionReply },
  { key: 'questionnaire', path: '/my/administration/questionnaire', icon: 'ProfileOutlined', sort: 799, permission: PERMISSIONS.contentManage },
  // Service hall (issue 19): the review queue of service offers.
  { key: 'serviceCheck', path: '/my/serviceCheck', icon: 'AuditOutlined', sort: 795, permission: PERMISSIONS.serviceAudit },
  // Industry pages (issue 19): entries and requests; my requests.
  { key: 'industryManagement', path: '/my/administration/industry', icon: 'ShopOutlined', sort: 792, permission: PERMISSIONS.contentManage },
  { key: 'industryRequestAdmin', path: '/my/administration/industryRequest', icon: 'AuditOutlined', sort: 793, permission: PERMISSIONS.contentManage },
  { key: 'industryRequest', path: '/my/industryRequest', icon: 'SolutionOutlined', sort: 232, permission: PERMISSIONS.profileRead },
  // Documents (issue 19): document templates.
  { key: 'docTemplate', path: '/my/administration/docTemplate', icon: 'FileTextOutlined', sort: 800, permission: PERMISSIONS.contentManage },
];

/** The technical library's types. */
export const LIBRARY_TYPES = [
  { code: 'datasheet', nameZh: '材料数据表', nameEn: 'Material datasheets', sort: 10 },
  { code: 'dataset', nameZh: '数据集文档', nameEn: 'Data set documentation', sort: 20 },
  { code: 'handbook', nameZh: '技术手册', nameEn: 'Technical handbooks', sort: 30 },
  { code: 'report', nameZh: '研究报告', nameEn: 'Research reports', sort: 40 },
  { code: 'book', nameZh: '专业图书', nameEn: 'Books', sort: 50 },
];

/** Roles, their permissions and the menu: the same in every database, replaced at each start. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(ROLES.map((code) => ({ code }))).onConflictDoNothing();
    await tx.delete(rolePermissions);
    await tx
      .insert(rolePermissions)
      .values(ROLES.flatMap((roleCode) => ROLE_PERMISSIONS[roleCode].map((permission) => ({ roleCode, permission }))));
    await tx.delete(menus);
    await tx.insert(menus).values(MENU.map((item) => ({ ...item, parentKey: item.parentKey ?? null })));
    for (const type of LIBRARY_TYPES) {
      await tx.insert(libraryTypes).values(type).onConflictDoUpdate({ target: libraryTypes.code, set: { nameZh: type.nameZh, nameEn: type.nameEn, sort: type.sort } });
    }
    await seedDetectionItems(tx);
    await seedCalendar(tx);
    await seedQuality(tx);
    await seedStandardParts(tx);
    await seedDocumentTemplates(tx);
  });
}
