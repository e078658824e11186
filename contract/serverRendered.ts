import type { PortalPath } from './portalPaths';

/**
 * The public pages the server renders with their content for anonymous visitors (server/plugins/pageRender.ts): the
 * pages a first visit and search engines reach most. Others get the static first paint and render in the browser.
 */
export const SERVER_RENDERED: readonly PortalPath[] = [
  '/',
  '/home',
  '/material/materialHome',
  '/material/detail/:type/:id',
  '/material/standard/:type/:id',
];

/** Query parameters the browser's app must handle itself: content hiding (cxl), hand-overs and single sign-on. */
export const APP_ONLY_PARAMETERS = ['cxl', 'pointData', 'ssotoken'] as const;
