import { PERMISSIONS } from '@contract/permissions';
import { enterpriseRecommendedProductManagement, ProductFormPage } from '../enterpriseRecommendedProductManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** The spec's entry to the product form (`/my/businessRecommendProductAdd`, `?id=` to edit): the same form. */
export const businessRecommendProductAdd = defineResource({
  name: 'businessRecommendProductAdd',
  route: '/my/businessRecommendProductAdd',
  permission: PERMISSIONS.recommendedProductManage,
  endpoints: enterpriseRecommendedProductManagement.endpoints,
  pages: { list: ProductFormPage },
});
