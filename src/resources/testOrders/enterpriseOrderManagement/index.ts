import { orderPublic, examineOrder } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { BUSINESS_ORDERS_ROUTE, COMPANY_ORDERS_ROUTE } from '../paths';

/** The company's detection orders (`…/enterpriseOrderManagement`); one order shows the same detail, read-only for the company. */
export const enterpriseOrderManagement = defineResource({
  name: 'enterpriseOrderManagement',
  route: COMPANY_ORDERS_ROUTE,
  permission: PERMISSIONS.companyRead,
  endpoints: { list: orderPublic.companyList, one: examineOrder.detail },
  pages: { list: lazyPage(() => import('./CompanyOrderList')), show: lazyPage(() => import('../detail/TestOrderPage')) },
});

/** The spec's second address of the company's orders (`/my/businessOrder`): the same pages, no menu row of its own. */
export const businessOrder = defineResource({ ...enterpriseOrderManagement, name: 'businessOrder', route: BUSINESS_ORDERS_ROUTE });
