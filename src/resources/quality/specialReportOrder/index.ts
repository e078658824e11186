import { payment } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';
import { REPORT_ORDER_RESOURCE, REPORT_ORDER_ROUTE } from '../shared/paths';

/** The caller's orders of quality ranking reports (payment orders of kind 'report'); paid reports download from here. */
export const specialReportOrder = defineResource({
  name: REPORT_ORDER_RESOURCE,
  route: REPORT_ORDER_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: payment.pageOrder },
  pages: { list: lazyPage(() => import('./ReportOrderList')) },
});
