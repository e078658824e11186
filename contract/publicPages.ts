import type { MaterialType } from './endpoints/materials';

/**
 * The public pages search engines should find (paths without the `/en` prefix; each also exists under it):
 * the entry pages below, and one page per catalogue grade, per standard and per approved recommended product.
 * The server's sitemap lists them; the portal links with the same builders.
 */
export const SITEMAP_PAGES = [
  '/',
  '/material/materialHome',
  '/hotSearch',
  '/zhj/dataSet',
  '/zhj/productList',
  '/mind/mindIndex',
  '/mind/gcMatching',
  '/mind/seeDetailLHJ',
  '/mind/standard',
  '/allServer/similarity',
  '/cloud/recommendedProduct',
  '/librany/libranyList',
  '/cloud/subscribe',
  '/cloud/testerList',
  '/cloud/cloudHomepage',
  '/cloud/cloudCheck',
  '/cloud/cloudServer',
  '/cloud/testResources',
  '/cloud/requirementList',
  '/cloud/cloudCase',
  '/cloud/processingDrawings',
  '/cloud/userList',
  '/cloud/fileManage/list',
  '/register',
  // issue 19: content, service hall, industry pages, documents
  '/other/journalismList',
  '/other',
  '/solution',
  '/help',
  '/help/recordList',
  '/aboutUs',
  '/allServer',
  '/industryApp',
  '/industryAppList',
  '/digitalTalentTraining',
  '/digitalTalentTrainingList',
  '/expertServices',
  '/expertServicesList',
  '/tempDoc/list',
  '/standardParts/list',
  '/commonParts/list',
] as const;

export const PUBLIC_PATHS = {
  grade: (type: MaterialType, id: number) => `/material/detail/${type}/${id}`,
  standard: (type: MaterialType, id: number) => `/material/standard/${type}/${id}`,
  product: (id: number) => `/cloud/recommendedProductDetails?id=${id}`,
};

/** Grade pages per sitemap file: two addresses each (Chinese and English), well under the 50,000 a file may hold. */
export const SITEMAP_GRADES_PER_FILE = 10_000;
