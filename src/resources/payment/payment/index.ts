import { payment as paymentCalls } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const PAYMENT_RESOURCE = 'payment';
export const PAYMENT_ROUTE = '/my/payment';

/** Every signed-in user's payment orders (pay, cancel) and invoices (request one for paid orders). */
export const payment = defineResource({
  name: PAYMENT_RESOURCE,
  route: PAYMENT_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: paymentCalls.pageOrder },
  pages: { list: lazyPage(() => import('./PaymentPage')) },
});
