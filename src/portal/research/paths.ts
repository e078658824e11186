export { loginPath } from '../../components/loginPath';
/** The research pages' addresses (each also under /en through the router's basename). */
export const RESEARCH_PATHS = {
  testResources: '/cloud/testResources',
  detectionResources: '/cloud/testResources?tab=detection',
};

