import { myProducts } from '@contract/endpoints/recommendedProduct';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const PRODUCTS_RESOURCE = 'enterpriseRecommendedProductManagement';
const PRODUCTS_ROUTE = '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement';
/** Where the list's buttons lead (the spec's other entries, /my/businessRecommendProduct*, show the same pages). */
export const productPaths = {
  list: PRODUCTS_ROUTE,
  create: `${PRODUCTS_ROUTE}/create`,
  edit: (id: number) => `${PRODUCTS_ROUTE}/edit/${id}`,
};

export const ProductListPage = lazyPage(() => import('./ProductList'));
export const ProductFormPage = lazyPage(() => import('./ProductFormPage'));

/** A company's recommended products: write, submit for review, see the outcome (issue 6). */
export const enterpriseRecommendedProductManagement = defineResource({
  name: PRODUCTS_RESOURCE,
  route: PRODUCTS_ROUTE,
  permission: PERMISSIONS.recommendedProductManage,
  endpoints: {
    list: myProducts.productList,
    one: myProducts.getProduct,
    create: myProducts.saveProduct,
    update: myProducts.saveProduct,
    remove: myProducts.deleteProduct,
  },
  pages: { list: ProductListPage, create: ProductFormPage, edit: ProductFormPage },
});
