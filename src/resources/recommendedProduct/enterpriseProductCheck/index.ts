import { productAudit } from '@contract/endpoints/recommendedProduct';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const PRODUCT_CHECK_RESOURCE = 'enterpriseProductCheck';
export const PRODUCT_CHECK_ROUTE = '/my/enterpriseProductCheck';

/** Auditors: recommended products waiting for review; approve, or reject with a reason. */
export const enterpriseProductCheck = defineResource({
  name: PRODUCT_CHECK_RESOURCE,
  route: PRODUCT_CHECK_ROUTE,
  permission: PERMISSIONS.productAudit,
  endpoints: { list: productAudit.productAuditList, one: productAudit.productAuditDetail },
  pages: { list: lazyPage(() => import('./QueuePage')), show: lazyPage(() => import('./DetailPage')) },
});
