import { payment } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/** The caller's paid orders and amounts, month by month of a year. */
export const bill = defineResource({
  name: 'bill',
  route: '/my/bill',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: payment.listBill },
  pages: { list: lazyPage(() => import('./BillPage')) },
});
