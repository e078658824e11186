/** The research pages' addresses (each also under /en through the router's basename). */
export const RESEARCH_PATHS = {
  testResources: '/cloud/testResources',
  detectionResources: '/cloud/testResources?tab=detection',
};

/** The login page, coming back to `here` afterwards (as every portal page does). */
export const loginPath = (here: string) => `/login?redirect=${encodeURIComponent(here)}`;
