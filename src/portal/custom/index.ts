/** What other portal features may use of customization (eslint: a feature imports another only through its index). */
export { customFormFromGrade } from './paths';
export { CUSTOM_PATHS } from '@contract/endpoints/customization';
