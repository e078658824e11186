/**
 * Every address of the portal and the console, defined once (issue 19): the browser's router takes its paths from
 * here (a route whose path is not listed does not compile), and the server answers an address that matches none of
 * them with HTTP 404 (the same page as body), in both languages (`/en` + the same path). Patterns are React Router's
 * (`:param`); a query string is not part of a path.
 */
export const PORTAL_PATHS = [
  '/',
  '/home',
  '/login',
  '/login22',
  '/register',
  '/password',
  '/bindPhone',
  '/wxBind',
  '/wxSuccess',
  '/wxSandbox',
  '/material/materialHome',
  '/material/detail/:type/:id',
  '/material/standard/:type/:id',
  '/material/compare',
  '/hotSearch',
  '/zhj/dataSet',
  '/zhj/productList',
  '/zhj/productDetail',
  '/mind/mindIndex',
  '/mind/gcMatching',
  '/mind/gcMatchingNext',
  '/mind/mindCompare',
  '/mind/mindEchart',
  '/mind/seeDetail',
  '/mind/seeDetailHC',
  '/mind/seeDetailLHJ',
  '/mind/standard',
  '/allServer/similarity',
  '/allServer/similarityDetail',
  '/allServer/similarityNewDetail',
  '/cloud',
  '/cloud/recommendedProduct',
  '/cloud/recommendedProductDetails',
  '/cloud/releaseRecomProduct',
  '/cloud/subscribe',
  '/cloud/subscribePay',
  '/subscribePay',
  '/cloud/testResources',
  '/cloud/equipmentDetail',
  '/cloud/cloudCase',
  '/case',
  '/case/:id',
  '/cloudCaseDetail',
  '/cloud/processingDrawings',
  '/cloud/userList',
  '/cloud/userDetail',
  '/cloud/fileManage/list',
  '/cloud/fileManage/detail',
  '/fileManage/list',
  '/fileManage/detail',
  '/cloud/requirementFill',
  '/cloud/requirementList',
  '/cloud/requirementDetail',
  '/cloud/testerSettled',
  '/cloud/testerList',
  '/cloud/testerDetail',
  '/cloud/cloudHomepage',
  '/cloud/cloudCheck',
  '/cloud/checkList',
  '/cloud/highThroughput',
  '/cloud/cloudServer',
  '/librany/libranyList',
  '/librany/libranyDetail',
  '/librany/libranyBookDetail',
  '/librany/libranyOrder',
  '/librany/libranyPay',
  '/librany',
  '/librany/:id',
  '/libranyBook',
  '/libranyBook/:id',
  '/zfbPay',
  '/sandboxCashier',
  '/custom',
  '/custom/customList',
  '/custom/customDetail',
  '/custom/customDetectionDetail',
  '/economy',
  '/economy/economyHome',
  '/economy/economyGrade',
  '/economy/economySelect',
  '/economy/economyUpload',
  '/economy/economyPreview',
  '/economy/economyRankComplete',
  '/economy/economyApply',
  '/economy/economySuccess',
  '/cloudGrade',
  '/quality/qualityRanking',
  '/quality/skilRanking',
  '/rank',
  '/rank/:id',
  '/economy/enconomyList',
  '/economy/enconomyListFile',
  '/economy/economyDetail',
  '/economy/economyConDetail',
  '/conDetail',
  '/conDetail/:id',
  '/economy/economyOrder',
  '/economy/economyPay',
  '/economy/paySuccess',
  '/economy/:id',
  // content (news, stories, solutions, help centre, about us) (issue 19)
  '/other',
  '/other/journalismList',
  '/other/journalismDetail',
  '/other/storyDetail',
  '/other/solutionDetail',
  '/other/:id',
  '/solution',
  '/solution/:id',
  '/help',
  '/help/helpList',
  '/help/recordList',
  '/help/:id',
  '/aboutUs',
  // community (questionnaire) (issue 19)
  '/questionnaire',
  // service hall (issue 19)
  '/allServer',
  '/allServer/allServer',
  '/allServer/allServerAdd',
  '/allServer/myAllServer',
  '/allServer/serverDetail',
  '/allServer/seeDetail',
  '/allServer/brandDetail',
  '/allServer/:id',
  // industry pages (issue 19)
  '/industryApp',
  '/industryAppList',
  '/digitalTalentTraining',
  '/digitalTalentTrainingList',
  '/expertServices',
  '/expertServicesList',
  // the AI assistant and its tools (issue 20)
  '/ai',
  '/ai/steelAi',
  '/ai/steelChart',
  '/ai/steelDoc',
  '/ai/aiDoc',
  // documents and standard parts (issue 19)
  '/tempDoc/list',
  '/tempDoc/detail',
  '/standardParts/list',
  '/commonParts/list',
  '/commonParts/details',
] as const;
export type PortalPath = (typeof PORTAL_PATHS)[number];

/**
 * The console's resources (`/my/…`): each also answers `…/create`, `…/edit/:id` and `…/show/:id` when the resource has
 * that page (the console then shows its own 'not found' for a missing id).
 */
export const CONSOLE_PATHS = [
  '/my',
  '/my/administration/cloudServices',
  '/my/administration/commonDetectionPackage',
  '/my/administration/customization',
  '/my/administration/enterpriseStandardManagement',
  '/my/administration/laboratory',
  '/my/administration/library',
  '/my/administration/payOrder',
  '/my/administration/remoteScientificResearch',
  '/my/bill',
  '/my/business',
  '/my/businessOrder',
  '/my/businessRecommendProduct',
  '/my/businessRecommendProductAdd',
  '/my/checkBag',
  '/my/checkList',
  '/my/companyEmployee',
  '/my/customList',
  '/my/deliveryAddress',
  '/my/documentOrder',
  '/my/documentOrderDetail',
  '/my/enterpriseInformationManagement/DataManagement',
  '/my/enterpriseInformationManagement/R&dDataManagement',
  '/my/enterpriseInformationManagement/basicInformationManagement',
  '/my/enterpriseInformationManagement/employeeInformationManagement',
  '/my/enterpriseInformationManagement/enterpriseOrderManagement',
  '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement',
  '/my/enterpriseInformationManagement/enterpriseStandardManagement',
  '/my/enterpriseInformationManagement/packetInformationManagement',
  '/my/enterpriseProductCheck',
  '/my/enterpriseStandardCheck',
  '/my/groupInfo',
  '/my/info',
  '/my/laboratoryEquipment',
  '/my/laboratoryOrder',
  '/my/laboratoryOrderDetail',
  '/my/laboratoryPublication',
  '/my/laboratorySettled',
  '/my/laboratorySettledCheck',
  '/my/messageCentre',
  '/my/myFavorites',
  '/my/payment',
  '/my/qualityApplication',
  '/my/qualityCheck',
  '/my/qualityMethod',
  '/my/requirementList',
  '/my/researchCheck',
  '/my/researchDataCheck',
  '/my/specialReportOrder',
  '/my/specialReportOrderDetail',
  '/my/userList',
  // content (issue 19)
  '/my/administration/content',
  '/my/administration/helpCatalogue',
  '/my/administration/homeSections',
  // community (issue 19)
  '/my/suggestion',
  '/my/administration/suggestion',
  '/my/administration/questionnaire',
  // service hall (issue 19)
  '/my/serviceCheck',
  // industry pages (issue 19)
  '/my/administration/industry',
  '/my/administration/industryRequest',
  '/my/industryRequest',
  // documents (issue 19)
  '/my/administration/docTemplate',
] as const;
export type ConsolePath = (typeof CONSOLE_PATHS)[number];

/** The prefix of the English pages; `/en` alone is the English home. */
export const ENGLISH_PREFIX = '/en';

/** The path without the English prefix (the Chinese pages' path). */
export const basePathOf = (pathname: string) =>
  pathname === ENGLISH_PREFIX ? '/' : pathname.startsWith(`${ENGLISH_PREFIX}/`) ? pathname.slice(ENGLISH_PREFIX.length) : pathname;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern as a regular expression: `:param` is one non-empty segment, `:param?` an optional one. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return `/${escape(segment)}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const PORTAL_MATCHERS = PORTAL_PATHS.map((pattern) => ({ pattern, regExp: patternRegExp(pattern) }));
const CONSOLE_MATCHERS = CONSOLE_PATHS.flatMap((base) =>
  [base, `${base}/create`, `${base}/edit/:id`, `${base}/show/:id`].map((pattern) => ({ pattern: base, regExp: patternRegExp(pattern) })),
);

/**
 * The listed pattern an address (without its query string) belongs to, with its parameters, or undefined for an
 * unknown address. Fixed paths win over parameterised ones (`/allServer/allServerAdd` is not `/allServer/:id`).
 */
export function matchKnownPath(pathname: string): { pattern: string; params: Record<string, string> } | undefined {
  const path = basePathOf(pathname);
  const candidates = path === '/my' || path.startsWith('/my/') ? CONSOLE_MATCHERS : PORTAL_MATCHERS;
  let found: { pattern: string; params: Record<string, string> } | undefined;
  for (const { pattern, regExp } of candidates) {
    const match = regExp.exec(path);
    if (!match) continue;
    const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
    if (names.length === 0) return { pattern, params };
    found ??= { pattern, params };
  }
  return found;
}
