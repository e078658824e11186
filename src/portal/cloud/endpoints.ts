/** The public calls of the cloud pages (the portal never calls the console's endpoints). */
export { recommendedProduct, type PublicProduct, PRODUCT_TYPES, type ProductType } from '@contract/endpoints/recommendedProduct';
export { fileViewUrl } from '@contract/endpoints/files';
