/** What other portal features may use of research demands (eslint: a feature imports another only through its index). */
export { DEMAND_PATHS } from './paths';
