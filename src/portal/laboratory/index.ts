/**
 * Laboratories in the portal (issue 14): what entry means and the application form (`/cloud/testerSettled`), the
 * approved laboratories (`/cloud/testerList`) and one laboratory (`/cloud/testerDetail?id=`). Pages load lazily.
 */
export const laboratoryPages = {
  settled: () => import('./pages/TesterSettledPage'),
  list: () => import('./pages/TesterListPage'),
  detail: () => import('./pages/TesterDetailPage'),
};
