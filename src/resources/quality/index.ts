/** Quality ranking in the console (issue 17): my report orders and applications, the auditors' review queue and the method's versions. */
export { specialReportOrder } from './specialReportOrder';
export { specialReportOrderDetail } from './specialReportOrderDetail';
export { qualityApplication } from './qualityApplication';
export { qualityCheck } from './qualityCheck';
export { qualityMethod } from './qualityMethod';
