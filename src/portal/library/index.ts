/** What other portal features may use of the library (eslint: a feature imports another only through its index). */
export { LIBRARY_PATHS, itemPath } from './paths';
