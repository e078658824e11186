import { payment } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/** One of the caller's orders (`/my/documentOrderDetail?orderNo=`): item, delivery, amounts, history. */
export const documentOrderDetail = defineResource({
  name: 'documentOrderDetail',
  route: '/my/documentOrderDetail',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: payment.getOrder },
  pages: { list: lazyPage(() => import('./DocumentOrderDetail')) },
});
