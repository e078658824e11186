import { PERMISSIONS } from '@contract/permissions';
import { enterpriseRecommendedProductManagement, ProductListPage } from '../enterpriseRecommendedProductManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** The spec's second entry to the company's product list (`/my/businessRecommendProduct`): the same list. */
export const businessRecommendProduct = defineResource({
  name: 'businessRecommendProduct',
  route: '/my/businessRecommendProduct',
  permission: PERMISSIONS.recommendedProductManage,
  endpoints: enterpriseRecommendedProductManagement.endpoints,
  pages: { list: ProductListPage },
});
