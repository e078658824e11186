/** What other portal features may use of matching (eslint: a feature imports another only through its index). */
export { MATCHING_PATHS, withQuery } from './paths';
export { gradeMatchQuery } from './model/urlState';
