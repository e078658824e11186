import { QUALITY_PATHS } from '@contract/endpoints/quality';

/** The console routes of the ranking (QUALITY_PATHS) as the resource definitions take them. */
export const REPORT_ORDER_ROUTE = QUALITY_PATHS.myOrders;
export const REPORT_ORDER_DETAIL_ROUTE = '/my/specialReportOrderDetail';
export const APPLICATION_ROUTE = QUALITY_PATHS.myApplications;
export const CHECK_ROUTE = QUALITY_PATHS.auditQueue;

export const REPORT_ORDER_RESOURCE = 'specialReportOrder';
export const REPORT_ORDER_DETAIL_RESOURCE = 'specialReportOrderDetail';
export const APPLICATION_RESOURCE = 'qualityApplication';
export const CHECK_RESOURCE = 'qualityCheck';

/** The portal's application form, opened on a rejected application to correct and resubmit it. */
export const resubmitPath = (id: number) => `${QUALITY_PATHS.apply}?id=${id}`;
