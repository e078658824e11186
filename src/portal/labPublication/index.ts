/** What other portal features may use of the laboratories' publications (a feature imports another only through its index). */
export { PUBLICATION_PATHS } from './endpoints';
