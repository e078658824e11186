import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { PortalPath } from '@contract/portalPaths';
import { HomePage } from '../portal/home/HomePage';
// Every lazy portal page inside the app's antd theme and language (themedLazyPage).
import { themedLazyPage as lazyPage } from '../components/themedLazyPage';
import { laboratoryPages } from '../portal/laboratory';
import { testingPages } from '../portal/testing';

/**
 * The portal's pages. `titleKey`/`descriptionKey` are keys of the common namespace; `nav` puts the page
 * in the header navigation. The home page is part of the first chunk; every other page loads lazily.
 */
export interface PortalRoute {
  /** One of contract PORTAL_PATHS: the server answers 404 for addresses none of them matches. */
  path: PortalPath;
  page: ComponentType;
  titleKey: string;
  descriptionKey?: string;
  nav?: boolean;
}

type PageModule = Promise<{ default: ComponentType }>;

/** Lazy pages from `[path, loader, key, nav?]` rows; the key names their title and description (`pages.<key>`). */
const lazyRoutes = (rows: readonly (readonly [path: PortalPath, load: () => PageModule, key: string, nav?: boolean])[]): PortalRoute[] =>
  rows.map(([path, load, key, nav]) => ({
    path,
    page: lazyPage(load),
    titleKey: `pages.${key}.title`,
    descriptionKey: `pages.${key}.description`,
    ...(nav ? { nav } : {}),
  }));

export const PORTAL_ROUTES: PortalRoute[] = [
  { path: '/', page: HomePage, titleKey: 'pages.home.title', descriptionKey: 'pages.home.description', nav: true },
  { path: '/home', page: HomePage, titleKey: 'pages.home.title', descriptionKey: 'pages.home.description' },
  {
    path: '/login',
    page: lazyPage(() => import('../portal/auth/LoginPage')),
    titleKey: 'pages.login.title',
    descriptionKey: 'pages.login.description',
  },
  // Accounts (src/portal/auth): the alternate login entry, registration, password retrieval, WeChat and mobile binding.
  ...lazyRoutes([
    ['/login22', () => import('../portal/auth/Login22Page'), 'login22'],
    ['/register', () => import('../portal/auth/RegisterPage'), 'register'],
    ['/password', () => import('../portal/auth/PasswordPage'), 'password'],
    ['/bindPhone', () => import('../portal/auth/BindPhonePage'), 'bindPhone'],
    ['/wxBind', () => import('../portal/auth/WxBindPage'), 'wxBind'],
    ['/wxSuccess', () => import('../portal/auth/WxSuccessPage'), 'wxSuccess'],
    ['/wxSandbox', () => import('../portal/auth/WxSandboxPage'), 'wxSandbox'],
  ]),
  // Materials (src/portal/materials): search, grade, standard, comparison, hot searches, data sets.
  {
    path: '/material/materialHome',
    page: lazyPage(() => import('../portal/materials/pages/MaterialHomePage')),
    titleKey: 'pages.materialHome.title',
    descriptionKey: 'pages.materialHome.description',
    nav: true,
  },
  {
    path: '/material/detail/:type/:id',
    page: lazyPage(() => import('../portal/materials/pages/GradeDetailPage')),
    titleKey: 'pages.materialDetail.title',
    descriptionKey: 'pages.materialDetail.description',
  },
  {
    path: '/material/standard/:type/:id',
    page: lazyPage(() => import('../portal/materials/pages/StandardPage')),
    titleKey: 'pages.materialStandard.title',
    descriptionKey: 'pages.materialStandard.description',
  },
  {
    path: '/material/compare',
    page: lazyPage(() => import('../portal/materials/pages/ComparePage')),
    titleKey: 'pages.materialCompare.title',
    descriptionKey: 'pages.materialCompare.description',
  },
  {
    path: '/hotSearch',
    page: lazyPage(() => import('../portal/materials/pages/HotSearchPage')),
    titleKey: 'pages.hotSearch.title',
    descriptionKey: 'pages.hotSearch.description',
    nav: true,
  },
  {
    path: '/zhj/dataSet',
    page: lazyPage(() => import('../portal/materials/pages/DataSetPage')),
    titleKey: 'pages.dataSet.title',
    descriptionKey: 'pages.dataSet.description',
  },
  // R&D data products (src/portal/researchData): the data sets companies published, one with its verifiable data chain.
  ...lazyRoutes([
    ['/zhj/productList', () => import('../portal/researchData/pages/ProductListPage'), 'dataProductList'],
    ['/zhj/productDetail', () => import('../portal/researchData/pages/ProductDetailPage'), 'dataProductDetail'],
  ]),
  // Grade matching (src/portal/matching): steel and welding matching, comparison and charts, similar materials.
  ...lazyRoutes([
    ['/mind/mindIndex', () => import('../portal/matching/pages/MindIndexPage'), 'mindIndex', true],
    ['/mind/gcMatching', () => import('../portal/matching/pages/GcMatchingPage'), 'gcMatching'],
    ['/mind/gcMatchingNext', () => import('../portal/matching/pages/GcMatchingNextPage'), 'gcMatchingNext'],
    ['/mind/mindCompare', () => import('../portal/matching/pages/MindComparePage'), 'mindCompare'],
    ['/mind/mindEchart', () => import('../portal/matching/pages/MindEchartPage'), 'mindEchart'],
    ['/mind/seeDetail', () => import('../portal/matching/pages/SeeDetailPage'), 'mindSeeDetail'],
    ['/mind/seeDetailHC', () => import('../portal/matching/pages/SeeDetailHCPage'), 'mindSeeDetailHC'],
    ['/mind/seeDetailLHJ', () => import('../portal/matching/pages/SeeDetailLHJPage'), 'mindSeeDetailLHJ'],
    ['/mind/standard', () => import('../portal/matching/pages/StandardPage'), 'mindStandard'],
    ['/allServer/similarity', () => import('../portal/matching/pages/SimilarityPage'), 'similarity'],
    ['/allServer/similarityDetail', () => import('../portal/matching/pages/SimilarityDetailPage'), 'similarityDetail'],
    ['/allServer/similarityNewDetail', () => import('../portal/matching/pages/SimilarityNewDetailPage'), 'similarityNewDetail'],
  ]),
  // Cloud (src/portal/cloud): recommended products of companies, published after review.
  ...lazyRoutes([
    ['/cloud/recommendedProduct', () => import('../portal/cloud/pages/RecommendedProductPage'), 'recommendedProduct'],
    ['/cloud/recommendedProductDetails', () => import('../portal/cloud/pages/RecommendedProductDetailsPage'), 'recommendedProductDetails'],
    ['/cloud/releaseRecomProduct', () => import('../portal/cloud/pages/ReleaseRecomProductPage'), 'releaseRecomProduct'],
    // VIP data privilege: the plans, and paying a plan's order (src/portal/payment's panel).
    ['/cloud/subscribe', () => import('../portal/cloud/pages/SubscribePage'), 'subscribe'],
    ['/cloud/subscribePay', () => import('../portal/cloud/pages/SubscribePayPage'), 'subscribePay'],
    ['/subscribePay', () => import('../portal/cloud/pages/SubscribePayPage'), 'subscribePay'],
  ]),
  // Remote research (src/portal/research): instruments and detection resources, booking an instrument's free time.
  ...lazyRoutes([
    ['/cloud/testResources', () => import('../portal/research/pages/TestResourcesPage'), 'testResources', true],
    ['/cloud/equipmentDetail', () => import('../portal/research/pages/EquipmentDetailPage'), 'equipmentDetail'],
  ]),
  // What approved laboratories publish (src/portal/labPublication): service cases, processing drawings, testers, documents.
  ...lazyRoutes([
    ['/cloud/cloudCase', () => import('../portal/labPublication/pages/CaseListPage'), 'cloudCase'],
    ['/case', () => import('../portal/labPublication/pages/CaseListPage'), 'cloudCase'],
    ['/case/:id', () => import('../portal/labPublication/pages/CaseDetailPage'), 'cloudCaseDetail'],
    ['/cloudCaseDetail', () => import('../portal/labPublication/pages/CaseDetailPage'), 'cloudCaseDetail'],
    ['/cloud/processingDrawings', () => import('../portal/labPublication/pages/DrawingListPage'), 'processingDrawings'],
    ['/cloud/userList', () => import('../portal/labPublication/pages/PersonListPage'), 'labPeople'],
    ['/cloud/userDetail', () => import('../portal/labPublication/pages/PersonDetailPage'), 'labPersonDetail'],
    ['/cloud/fileManage/list', () => import('../portal/labPublication/pages/DocumentListPage'), 'labDocuments'],
    ['/cloud/fileManage/detail', () => import('../portal/labPublication/pages/DocumentDetailPage'), 'labDocumentDetail'],
    ['/fileManage/list', () => import('../portal/labPublication/pages/DocumentListPage'), 'labDocuments'],
    ['/fileManage/detail', () => import('../portal/labPublication/pages/DocumentDetailPage'), 'labDocumentDetail'],
  ]),
  // Research demands (src/portal/demand): file a demand, the open demands laboratories quote for, one demand.
  ...lazyRoutes([
    ['/cloud/requirementFill', () => import('../portal/demand/pages/RequirementFillPage'), 'requirementFill'],
    ['/cloud/requirementList', () => import('../portal/demand/pages/RequirementListPage'), 'requirementList'],
    ['/cloud/requirementDetail', () => import('../portal/demand/pages/RequirementDetailPage'), 'requirementDetail'],
  ]),
  // Laboratories (src/portal/laboratory): what entry means and the application form, the approved laboratories, one laboratory.
  ...lazyRoutes([
    ['/cloud/testerSettled', laboratoryPages.settled, 'testerSettled'],
    ['/cloud/testerList', laboratoryPages.list, 'testerList', true],
    ['/cloud/testerDetail', laboratoryPages.detail, 'testerDetail'],
  ]),
  // Cloud testing (src/portal/testing): the landing, browsing items and kits, the order builder and its batch mode, the overview for companies.
  ...lazyRoutes([
    ['/cloud/cloudHomepage', testingPages.home, 'cloudHomepage'],
    ['/cloud/cloudCheck', testingPages.check, 'cloudCheck'],
    ['/cloud/checkList', testingPages.builder, 'checkList'],
    ['/cloud/highThroughput', testingPages.highThroughput, 'highThroughput'],
    ['/cloud/cloudServer', testingPages.server, 'cloudServer'],
  ]),
  // Technical library (src/portal/library): documents and books, buying them. Fixed paths before `/librany/:id`.
  ...lazyRoutes([
    ['/librany/libranyList', () => import('../portal/library/pages/LibraryListPage'), 'libraryList'],
    ['/librany/libranyDetail', () => import('../portal/library/pages/DocumentDetailPage'), 'libraryDetail'],
    ['/librany/libranyBookDetail', () => import('../portal/library/pages/BookDetailPage'), 'libraryBookDetail'],
    ['/librany/libranyOrder', () => import('../portal/library/pages/BookOrderPage'), 'libraryOrder'],
    ['/librany/libranyPay', () => import('../portal/library/pages/LibraryPayPage'), 'libraryPay'],
    ['/librany', () => import('../portal/library/pages/LibraryListPage'), 'libraryList'],
    ['/librany/:id', () => import('../portal/library/pages/DocumentDetailPage'), 'libraryDetail'],
    ['/libranyBook', () => import('../portal/library/pages/LibraryListPage'), 'libraryList'],
    ['/libranyBook/:id', () => import('../portal/library/pages/BookDetailPage'), 'libraryBookDetail'],
  ]),
  // Payments (src/portal/payment): paying an order on Alipay first, and the sandbox cashier the QR codes open.
  ...lazyRoutes([
    ['/zfbPay', () => import('../portal/payment/pages/ZfbPayPage'), 'zfbPay'],
    ['/sandboxCashier', () => import('../portal/payment/pages/SandboxCashierPage'), 'sandboxCashier'],
  ]),
  // Product customization (src/portal/custom): the request form, the buyer's orders, an order and its acceptance tests.
  ...lazyRoutes([
    ['/custom', () => import('../portal/custom/pages/CustomFormPage'), 'custom', true],
    ['/custom/customList', () => import('../portal/custom/pages/CustomListPage'), 'customList'],
    ['/custom/customDetail', () => import('../portal/custom/pages/CustomDetailPage'), 'customDetail'],
    ['/custom/customDetectionDetail', () => import('../portal/custom/pages/CustomDetectionDetailPage'), 'customDetectionDetail'],
  ]),
  // Quality ranking: simulation and application (src/portal/quality/simulation). Before the ranking's block, whose
  // `/economy/:id` would otherwise take these fixed /economy paths.
  ...lazyRoutes([
    ['/economy', () => import('../portal/quality/simulation/pages/EconomyHomePage'), 'economyHome'],
    ['/economy/economyHome', () => import('../portal/quality/simulation/pages/EconomyHomePage'), 'economyHome'],
    ['/economy/economyGrade', () => import('../portal/quality/simulation/pages/EconomyGradePage'), 'economyGrade'],
    ['/economy/economySelect', () => import('../portal/quality/simulation/pages/EconomySelectPage'), 'economySelect'],
    ['/economy/economyUpload', () => import('../portal/quality/simulation/pages/EconomyUploadPage'), 'economyUpload'],
    ['/economy/economyPreview', () => import('../portal/quality/simulation/pages/EconomyPreviewPage'), 'economyPreview'],
    ['/economy/economyRankComplete', () => import('../portal/quality/simulation/pages/EconomyRankCompletePage'), 'economyRankComplete'],
    ['/economy/economyApply', () => import('../portal/quality/simulation/pages/EconomyApplyPage'), 'economyApply'],
    ['/economy/economySuccess', () => import('../portal/quality/simulation/pages/EconomySuccessPage'), 'economySuccess'],
  ]),
  // Quality ranking: rankings, lines, reports (src/portal/quality/ranking). `/economy/:id` stays after every fixed
  // /economy path (findPortalRoute takes the first match).
  ...lazyRoutes([
    ['/cloudGrade', () => import('../portal/quality/ranking/pages/CloudGradePage'), 'cloudGrade'],
    ['/quality/qualityRanking', () => import('../portal/quality/ranking/pages/EnterpriseRankingPage'), 'qualityRanking'],
    ['/quality/skilRanking', () => import('../portal/quality/ranking/pages/LineRankingPage'), 'skilRanking'],
    ['/rank', () => import('../portal/quality/ranking/pages/CategoryRankingPage'), 'skilRanking'],
    ['/rank/:id', () => import('../portal/quality/ranking/pages/CategoryRankingPage'), 'rankCategory'],
    ['/economy/enconomyList', () => import('../portal/quality/ranking/pages/ReportListPage'), 'enconomyList'],
    ['/economy/enconomyListFile', () => import('../portal/quality/ranking/pages/ReportLookupPage'), 'enconomyListFile'],
    ['/economy/economyDetail', () => import('../portal/quality/ranking/pages/LineDetailPage'), 'economyDetail'],
    ['/economy/economyConDetail', () => import('../portal/quality/ranking/pages/EnterprisePage'), 'economyConDetail'],
    ['/conDetail', () => import('../portal/quality/ranking/pages/EnterprisePage'), 'economyConDetail'],
    ['/conDetail/:id', () => import('../portal/quality/ranking/pages/EnterprisePage'), 'economyConDetail'],
    ['/economy/economyOrder', () => import('../portal/quality/ranking/pages/ReportOrderPage'), 'economyOrder'],
    ['/economy/economyPay', () => import('../portal/quality/ranking/pages/ReportPayPage'), 'economyPay'],
    ['/economy/paySuccess', () => import('../portal/quality/ranking/pages/ReportPaidPage'), 'economyPaySuccess'],
    ['/economy/:id', () => import('../portal/quality/ranking/pages/LineDetailPage'), 'economyDetail'],
  ]),
  // The cloud area's entry: the cloud-testing landing.
  ...lazyRoutes([['/cloud', testingPages.home, 'cloudHomepage']]),
  // Content (src/portal/content, issue 19): news, stories, solutions, the help centre and update records, about us.
  // Fixed paths before `/other/:id`, `/solution/:id` and `/help/:id`.
  ...lazyRoutes([
    ['/other/journalismList', () => import('../portal/content/pages/NewsListPage'), 'journalismList', true],
    ['/other/journalismDetail', () => import('../portal/content/pages/ArticleDetailPage'), 'journalismDetail'],
    ['/other/storyDetail', () => import('../portal/content/pages/ArticleDetailPage'), 'storyDetail'],
    ['/other/solutionDetail', () => import('../portal/content/pages/ArticleDetailPage'), 'solutionDetail'],
    ['/other', () => import('../portal/content/pages/StoryListPage'), 'stories'],
    ['/other/:id', () => import('../portal/content/pages/ArticleDetailPage'), 'contentDetail'],
    ['/solution', () => import('../portal/content/pages/SolutionListPage'), 'solutions'],
    ['/solution/:id', () => import('../portal/content/pages/ArticleDetailPage'), 'solutionDetail'],
    ['/help', () => import('../portal/content/pages/HelpCentrePage'), 'help'],
    ['/help/helpList', () => import('../portal/content/pages/HelpCentrePage'), 'help'],
    ['/help/recordList', () => import('../portal/content/pages/RecordListPage'), 'recordList'],
    ['/help/:id', () => import('../portal/content/pages/ArticleDetailPage'), 'helpDetail'],
    ['/aboutUs', () => import('../portal/content/pages/AboutUsPage'), 'aboutUs'],
  ]),
  // Questionnaire (src/portal/community, issue 19).
  ...lazyRoutes([['/questionnaire', () => import('../portal/community/QuestionnairePage'), 'questionnaire']]),
  // Service hall (src/portal/serviceHall, issue 19); `/allServer/:id` after every fixed /allServer path.
  ...lazyRoutes([
    ['/allServer', () => import('../portal/serviceHall/pages/ServiceHallPage'), 'allServer', true],
    ['/allServer/allServer', () => import('../portal/serviceHall/pages/ServiceHallPage'), 'allServer'],
    ['/allServer/allServerAdd', () => import('../portal/serviceHall/pages/OfferAddPage'), 'allServerAdd'],
    ['/allServer/myAllServer', () => import('../portal/serviceHall/pages/MyOffersPage'), 'myAllServer'],
    ['/allServer/serverDetail', () => import('../portal/serviceHall/pages/OfferDetailPage'), 'serverDetail'],
    ['/allServer/seeDetail', () => import('../portal/serviceHall/pages/SeeDetailPage'), 'seeDetail'],
    ['/allServer/brandDetail', () => import('../portal/serviceHall/pages/BrandDetailPage'), 'brandDetail'],
    ['/allServer/:id', () => import('../portal/serviceHall/pages/OfferDetailPage'), 'serverDetail'],
  ]),
  // Industry pages (src/portal/industry, issue 19): industrial applications, digital-talent training, expert services.
  ...lazyRoutes([
    ['/industryApp', () => import('../portal/industry/pages').then((m) => ({ default: m.IndustrialLanding })), 'industryApp'],
    ['/industryAppList', () => import('../portal/industry/pages').then((m) => ({ default: m.IndustrialList })), 'industryAppList'],
    ['/digitalTalentTraining', () => import('../portal/industry/pages').then((m) => ({ default: m.TrainingLanding })), 'digitalTalentTraining'],
    ['/digitalTalentTrainingList', () => import('../portal/industry/pages').then((m) => ({ default: m.TrainingList })), 'digitalTalentTrainingList'],
    ['/expertServices', () => import('../portal/industry/pages').then((m) => ({ default: m.ExpertLanding })), 'expertServices'],
    ['/expertServicesList', () => import('../portal/industry/pages').then((m) => ({ default: m.ExpertList })), 'expertServicesList'],
  ]),
  // AI assistant (src/portal/ai, issue 20): the front door, the chat, property charts, document drafts, asking a document.
  ...lazyRoutes([
    ['/ai', () => import('../portal/ai/pages/AiHomePage'), 'ai', true],
    ['/ai/steelAi', () => import('../portal/ai/pages/SteelAiPage'), 'steelAi'],
    ['/ai/steelChart', () => import('../portal/ai/pages/SteelChartPage'), 'steelChart'],
    ['/ai/steelDoc', () => import('../portal/ai/pages/SteelDocPage'), 'steelDoc'],
    ['/ai/aiDoc', () => import('../portal/ai/pages/AiDocPage'), 'aiDoc'],
  ]),
  // Documents (src/portal/documents, issue 19): document templates, standard and common parts.
  ...lazyRoutes([
    ['/tempDoc/list', () => import('../portal/documents/pages/TemplateListPage'), 'tempDocList'],
    ['/tempDoc/detail', () => import('../portal/documents/pages/TemplateDetailPage'), 'tempDocDetail'],
    ['/standardParts/list', () => import('../portal/documents/pages/StandardPartsPage'), 'standardPartsList'],
    ['/commonParts/list', () => import('../portal/documents/pages/CommonPartsPage'), 'commonPartsList'],
    ['/commonParts/details', () => import('../portal/documents/pages/CommonPartDetailPage'), 'commonPartsDetails'],
  ]),
];

export const findPortalRoute = (pathname: string) =>
  PORTAL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));

export const isConsolePath = (pathname: string) => pathname === '/my' || pathname.startsWith('/my/');
