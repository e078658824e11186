/**
 * Cloud testing in the portal (issue 15): the service's landing (`/cloud/cloudHomepage`), browsing items and kits
 * (`/cloud/cloudCheck`), the order builder (`/cloud/checkList`) and its batch mode (`/cloud/highThroughput`), the
 * overview for companies (`/cloud/cloudServer`). Pages load lazily. `LabOrderSection` is the laboratory detail
 * page's part: its items to order and its evaluations.
 */
export const testingPages = {
  home: () => import('./pages/CloudHomepagePage'),
  check: () => import('./pages/CloudCheckPage'),
  builder: () => import('./pages/CheckListPage'),
  highThroughput: () => import('./pages/HighThroughputPage'),
  server: () => import('./pages/CloudServerPage'),
};
export { LabOrderSlot } from './LabOrderSlot';
