import { payment } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { REPORT_ORDER_DETAIL_RESOURCE, REPORT_ORDER_DETAIL_ROUTE } from '../shared/paths';

/** One of the caller's report orders (`/my/specialReportOrderDetail?orderNo=`): the line, amounts, payment, history. */
export const specialReportOrderDetail = defineResource({
  name: REPORT_ORDER_DETAIL_RESOURCE,
  route: REPORT_ORDER_DETAIL_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: payment.getOrder },
  pages: { list: lazyPage(() => import('./ReportOrderDetail')) },
});
