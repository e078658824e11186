/** What other portal features may use of remote research (eslint: a feature imports another only through its index). */
export { RESEARCH_PATHS } from './paths';
