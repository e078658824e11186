import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { PortalPath } from '@contract/portalPaths';
import { pageTextKeys } from '@contract/pageTexts';
import { HomePage } from '../portal/home/HomePage';
// Every lazy portal page inside the app's antd theme and language (themedLazyPage).
import { themedLazyPage as lazyPage } from '../components/themedLazyPage';
import { laboratoryPages } from '../portal/laboratory';
import { testingPages } from '../portal/testing';

/**
 * The portal's pages. `titleKey`/`descriptionKey` are keys of the common namespace, the same for a path everywhere
 * (contract/pageTexts.ts); `nav` puts the page in the header navigation. The home page is part of the first chunk;
 * every other page loads lazily.
 */
export interface PortalRoute {
  /** One of contract PORTAL_PATHS: the server answers 404 for addresses none of them matches. */
  path: PortalPath;
  page: ComponentType;
  titleKey: string;
  descriptionKey: string;
  nav?: boolean;
}

type PageEntry = Omit<PortalRoute, 'titleKey' | 'descriptionKey'>;
type PageModule = Promise<{ default: ComponentType }>;

/** Lazy pages from `[path, loader, nav?]` rows. */
const lazyRoutes = (rows: readonly (readonly [path: PortalPath, load: () => PageModule, nav?: boolean])[]): PageEntry[] =>
  rows.map(([path, load, nav]) => ({ path, page: lazyPage(load), ...(nav ? { nav } : {}) }));

const PAGES: PageEntry[] = [
  { path: '/', page: HomePage, nav: true },
  { path: '/home', page: HomePage },
  { path: '/login', page: lazyPage(() => import('../portal/auth/LoginPage')) },
  // Accounts (src/portal/auth): the alternate login entry, registration, password retrieval, WeChat and mobile binding.
  ...lazyRoutes([
    ['/login22', () => import('../portal/auth/Login22Page')],
    ['/register', () => import('../portal/auth/RegisterPage')],
    ['/password', () => import('../portal/auth/PasswordPage')],
    ['/bindPhone', () => import('../portal/auth/BindPhonePage')],
    ['/wxBind', () => import('../portal/auth/WxBindPage')],
    ['/wxSuccess', () => import('../portal/auth/WxSuccessPage')],
    ['/wxSandbox', () => import('../portal/auth/WxSandboxPage')],
  ]),
  // Materials (src/portal/materials): search, grade, standard, comparison, hot searches, data sets.
  {
    path: '/material/materialHome',
    page: lazyPage(() => import('../portal/materials/pages/MaterialHomePage')),
    nav: true,
  },
  { path: '/material/detail/:type/:id', page: lazyPage(() => import('../portal/materials/pages/GradeDetailPage')) },
  { path: '/material/standard/:type/:id', page: lazyPage(() => import('../portal/materials/pages/StandardPage')) },
  { path: '/material/compare', page: lazyPage(() => import('../portal/materials/pages/ComparePage')) },
  { path: '/hotSearch', page: lazyPage(() => import('../portal/materials/pages/HotSearchPage')), nav: true },
  { path: '/zhj/dataSet', page: lazyPage(() => import('../portal/materials/pages/DataSetPage')) },
  // R&D data products (src/portal/researchData): the data sets companies published, one with its verifiable data chain.
  ...lazyRoutes([
    ['/zhj/productList', () => import('../portal/researchData/pages/ProductListPage')],
    ['/zhj/productDetail', () => import('../portal/researchData/pages/ProductDetailPage')],
  ]),
  // Grade matching (src/portal/matching): steel and welding matching, comparison and charts, similar materials.
  ...lazyRoutes([
    ['/mind/mindIndex', () => import('../portal/matching/pages/MindIndexPage'), true],
    ['/mind/gcMatching', () => import('../portal/matching/pages/GcMatchingPage')],
    ['/mind/gcMatchingNext', () => import('../portal/matching/pages/GcMatchingNextPage')],
    ['/mind/mindCompare', () => import('../portal/matching/pages/MindComparePage')],
    ['/mind/mindEchart', () => import('../portal/matching/pages/MindEchartPage')],
    ['/mind/seeDetail', () => import('../portal/matching/pages/SeeDetailPage')],
    ['/mind/seeDetailHC', () => import('../portal/matching/pages/SeeDetailHCPage')],
    ['/mind/seeDetailLHJ', () => import('../portal/matching/pages/SeeDetailLHJPage')],
    ['/mind/standard', () => import('../portal/matching/pages/StandardPage')],
    ['/allServer/similarity', () => import('../portal/matching/pages/SimilarityPage')],
    ['/allServer/similarityDetail', () => import('../portal/matching/pages/SimilarityDetailPage')],
    ['/allServer/similarityNewDetail', () => import('../portal/matching/pages/SimilarityNewDetailPage')],
  ]),
  // Cloud (src/portal/cloud): recommended products of companies, published after review.
  ...lazyRoutes([
    ['/cloud/recommendedProduct', () => import('../portal/cloud/pages/RecommendedProductPage')],
    ['/cloud/recommendedProductDetails', () => import('../portal/cloud/pages/RecommendedProductDetailsPage')],
    ['/cloud/releaseRecomProduct', () => import('../portal/cloud/pages/ReleaseRecomProductPage')],
    // VIP data privilege: the plans, and paying a plan's order (src/portal/payment's panel).
    ['/cloud/subscribe', () => import('../portal/cloud/pages/SubscribePage')],
    ['/cloud/subscribePay', () => import('../portal/cloud/pages/SubscribePayPage')],
    ['/subscribePay', () => import('../portal/cloud/pages/SubscribePayPage')],
  ]),
  // Remote research (src/portal/research): instruments and detection resources, booking an instrument's free time.
  ...lazyRoutes([
    ['/cloud/testResources', () => import('../portal/research/pages/TestResourcesPage'), true],
    ['/cloud/equipmentDetail', () => import('../portal/research/pages/EquipmentDetailPage')],
  ]),
  // What approved laboratories publish (src/portal/labPublication): service cases, processing drawings, testers, documents.
  ...lazyRoutes([
    ['/cloud/cloudCase', () => import('../portal/labPublication/pages/CaseListPage')],
    ['/case', () => import('../portal/labPublication/pages/CaseListPage')],
    ['/case/:id', () => import('../portal/labPublication/pages/CaseDetailPage')],
    ['/cloudCaseDetail', () => import('../portal/labPublication/pages/CaseDetailPage')],
    ['/cloud/processingDrawings', () => import('../portal/labPublication/pages/DrawingListPage')],
    ['/cloud/userList', () => import('../portal/labPublication/pages/PersonListPage')],
    ['/cloud/userDetail', () => import('../portal/labPublication/pages/PersonDetailPage')],
    ['/cloud/fileManage/list', () => import('../portal/labPublication/pages/DocumentListPage')],
    ['/cloud/fileManage/detail', () => import('../portal/labPublication/pages/DocumentDetailPage')],
    ['/fileManage/list', () => import('../portal/labPublication/pages/DocumentListPage')],
    ['/fileManage/detail', () => import('../portal/labPublication/pages/DocumentDetailPage')],
  ]),
  // Research demands (src/portal/demand): file a demand, the open demands laboratories quote for, one demand.
  ...lazyRoutes([
    ['/cloud/requirementFill', () => import('../portal/demand/pages/RequirementFillPage')],
    ['/cloud/requirementList', () => import('../portal/demand/pages/RequirementListPage')],
    ['/cloud/requirementDetail', () => import('../portal/demand/pages/RequirementDetailPage')],
  ]),
  // Laboratories (src/portal/laboratory): what entry means and the application form, the approved laboratories, one laboratory.
  ...lazyRoutes([
    ['/cloud/testerSettled', laboratoryPages.settled],
    ['/cloud/testerList', laboratoryPages.list, true],
    ['/cloud/testerDetail', laboratoryPages.detail],
  ]),
  // Cloud testing (src/portal/testing): the landing, browsing items and kits, the order builder and its batch mode, the overview for companies.
  ...lazyRoutes([
    ['/cloud/cloudHomepage', testingPages.home],
    ['/cloud/cloudCheck', testingPages.check],
    ['/cloud/checkList', testingPages.builder],
    ['/cloud/highThroughput', testingPages.highThroughput],
    ['/cloud/cloudServer', testingPages.server],
  ]),
  // Technical library (src/portal/library): documents and books, buying them. Fixed paths before `/librany/:id`.
  ...lazyRoutes([
    ['/librany/libranyList', () => import('../portal/library/pages/LibraryListPage')],
    ['/librany/libranyDetail', () => import('../portal/library/pages/DocumentDetailPage')],
    ['/librany/libranyBookDetail', () => import('../portal/library/pages/BookDetailPage')],
    ['/librany/libranyOrder', () => import('../portal/library/pages/BookOrderPage')],
    ['/librany/libranyPay', () => import('../portal/library/pages/LibraryPayPage')],
    ['/librany', () => import('../portal/library/pages/LibraryListPage')],
    ['/librany/:id', () => import('../portal/library/pages/DocumentDetailPage')],
    ['/libranyBook', () => import('../portal/library/pages/LibraryListPage')],
    ['/libranyBook/:id', () => import('../portal/library/pages/BookDetailPage')],
  ]),
  // Payments (src/portal/payment): paying an order on Alipay first, and the sandbox cashier the QR codes open.
  ...lazyRoutes([
    ['/zfbPay', () => import('../portal/payment/pages/ZfbPayPage')],
    ['/sandboxCashier', () => import('../portal/payment/pages/SandboxCashierPage')],
  ]),
  // Product customization (src/portal/custom): the request form, the buyer's orders, an order and its acceptance tests.
  ...lazyRoutes([
    ['/custom', () => import('../portal/custom/pages/CustomFormPage'), true],
    ['/custom/customList', () => import('../portal/custom/pages/CustomListPage')],
    ['/custom/customDetail', () => import('../portal/custom/pages/CustomDetailPage')],
    ['/custom/customDetectionDetail', () => import('../portal/custom/pages/CustomDetectionDetailPage')],
  ]),
  // Quality ranking: simulation and application (src/portal/quality/simulation). Before the ranking's block, whose
  // `/economy/:id` would otherwise take these fixed /economy paths.
  ...lazyRoutes([
    ['/economy', () => import('../portal/quality/simulation/pages/EconomyHomePage')],
    ['/economy/economyHome', () => import('../portal/quality/simulation/pages/EconomyHomePage')],
    ['/economy/economyGrade', () => import('../portal/quality/simulation/pages/EconomyGradePage')],
    ['/economy/economySelect', () => import('../portal/quality/simulation/pages/EconomySelectPage')],
    ['/economy/economyUpload', () => import('../portal/quality/simulation/pages/EconomyUploadPage')],
    ['/economy/economyPreview', () => import('../portal/quality/simulation/pages/EconomyPreviewPage')],
    ['/economy/economyRankComplete', () => import('../portal/quality/simulation/pages/EconomyRankCompletePage')],
    ['/economy/economyApply', () => import('../portal/quality/simulation/pages/EconomyApplyPage')],
    ['/economy/economySuccess', () => import('../portal/quality/simulation/pages/EconomySuccessPage')],
  ]),
  // Quality ranking: rankings, lines, reports (src/portal/quality/ranking). `/economy/:id` stays after every fixed
  // /economy path (findPortalRoute takes the first match).
  ...lazyRoutes([
    ['/cloudGrade', () => import('../portal/quality/ranking/pages/CloudGradePage')],
    ['/quality/qualityRanking', () => import('../portal/quality/ranking/pages/EnterpriseRankingPage')],
    ['/quality/skilRanking', () => import('../portal/quality/ranking/pages/LineRankingPage')],
    ['/rank', () => import('../portal/quality/ranking/pages/CategoryRankingPage')],
    ['/rank/:id', () => import('../portal/quality/ranking/pages/CategoryRankingPage')],
    ['/economy/enconomyList', () => import('../portal/quality/ranking/pages/ReportListPage')],
    ['/economy/enconomyListFile', () => import('../portal/quality/ranking/pages/ReportLookupPage')],
    ['/economy/economyDetail', () => import('../portal/quality/ranking/pages/LineDetailPage')],
    ['/economy/economyConDetail', () => import('../portal/quality/ranking/pages/EnterprisePage')],
    ['/conDetail', () => import('../portal/quality/ranking/pages/EnterprisePage')],
    ['/conDetail/:id', () => import('../portal/quality/ranking/pages/EnterprisePage')],
    ['/economy/economyOrder', () => import('../portal/quality/ranking/pages/ReportOrderPage')],
    ['/economy/economyPay', () => import('../portal/quality/ranking/pages/ReportPayPage')],
    ['/economy/paySuccess', () => import('../portal/quality/ranking/pages/ReportPaidPage')],
    ['/economy/:id', () => import('../portal/quality/ranking/pages/LineDetailPage')],
  ]),
  // The cloud area's entry: the cloud-testing landing.
  ...lazyRoutes([['/cloud', testingPages.home]]),
  // Content (src/portal/content, issue 19): news, stories, solutions, the help centre and update records, about us.
  // Fixed paths before `/other/:id`, `/solution/:id` and `/help/:id`.
  ...lazyRoutes([
    ['/other/journalismList', () => import('../portal/content/pages/NewsListPage'), true],
    ['/other/journalismDetail', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/other/storyDetail', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/other/solutionDetail', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/other', () => import('../portal/content/pages/StoryListPage')],
    ['/other/:id', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/solution', () => import('../portal/content/pages/SolutionListPage')],
    ['/solution/:id', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/help', () => import('../portal/content/pages/HelpCentrePage')],
    ['/help/helpList', () => import('../portal/content/pages/HelpCentrePage')],
    ['/help/recordList', () => import('../portal/content/pages/RecordListPage')],
    ['/help/:id', () => import('../portal/content/pages/ArticleDetailPage')],
    ['/aboutUs', () => import('../portal/content/pages/AboutUsPage')],
  ]),
  // Questionnaire (src/portal/community, issue 19).
  ...lazyRoutes([['/questionnaire', () => import('../portal/community/QuestionnairePage')]]),
  // Service hall (src/portal/serviceHall, issue 19); `/allServer/:id` after every fixed /allServer path.
  ...lazyRoutes([
    ['/allServer', () => import('../portal/serviceHall/pages/ServiceHallPage'), true],
    ['/allServer/allServer', () => import('../portal/serviceHall/pages/ServiceHallPage')],
    ['/allServer/allServerAdd', () => import('../portal/serviceHall/pages/OfferAddPage')],
    ['/allServer/myAllServer', () => import('../portal/serviceHall/pages/MyOffersPage')],
    ['/allServer/serverDetail', () => import('../portal/serviceHall/pages/OfferDetailPage')],
    ['/allServer/seeDetail', () => import('../portal/serviceHall/pages/SeeDetailPage')],
    ['/allServer/brandDetail', () => import('../portal/serviceHall/pages/BrandDetailPage')],
    ['/allServer/:id', () => import('../portal/serviceHall/pages/OfferDetailPage')],
  ]),
  // Industry pages (src/portal/industry, issue 19): industrial applications, digital-talent training, expert services.
  ...lazyRoutes([
    ['/industryApp', () => import('../portal/industry/pages').then((m) => ({ default: m.IndustrialLanding }))],
    ['/industryAppList', () => import('../portal/industry/pages').then((m) => ({ default: m.IndustrialList }))],
    ['/digitalTalentTraining', () => import('../portal/industry/pages').then((m) => ({ default: m.TrainingLanding }))],
    ['/digitalTalentTrainingList', () => import('../portal/industry/pages').then((m) => ({ default: m.TrainingList }))],
    ['/expertServices', () => import('../portal/industry/pages').then((m) => ({ default: m.ExpertLanding }))],
    ['/expertServicesList', () => import('../portal/industry/pages').then((m) => ({ default: m.ExpertList }))],
  ]),
  // AI assistant (src/portal/ai, issue 20): the front door, the chat, property charts, document drafts, asking a document.
  ...lazyRoutes([
    ['/ai', () => import('../portal/ai/pages/AiHomePage'), true],
    ['/ai/steelAi', () => import('../portal/ai/pages/SteelAiPage')],
    ['/ai/steelChart', () => import('../portal/ai/pages/SteelChartPage')],
    ['/ai/steelDoc', () => import('../portal/ai/pages/SteelDocPage')],
    ['/ai/aiDoc', () => import('../portal/ai/pages/AiDocPage')],
  ]),
  // Documents (src/portal/documents, issue 19): document templates, standard and common parts.
  ...lazyRoutes([
    ['/tempDoc/list', () => import('../portal/documents/pages/TemplateListPage')],
    ['/tempDoc/detail', () => import('../portal/documents/pages/TemplateDetailPage')],
    ['/standardParts/list', () => import('../portal/documents/pages/StandardPartsPage')],
    ['/commonParts/list', () => import('../portal/documents/pages/CommonPartsPage')],
    ['/commonParts/details', () => import('../portal/documents/pages/CommonPartDetailPage')],
  ]),
];

export const PORTAL_ROUTES: PortalRoute[] = PAGES.map((page) => ({ ...page, ...pageTextKeys(page.path) }));

export const findPortalRoute = (pathname: string) =>
  PORTAL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));

export const isConsolePath = (pathname: string) => pathname === '/my' || pathname.startsWith('/my/');
