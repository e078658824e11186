import { demandDetailPath } from '@contract/endpoints/researchDemand';
export { loginPath } from '../../components/loginPath';

/** The addresses of research demands (each also under /en through the router's basename). */
export const DEMAND_PATHS = {
  fill: '/cloud/requirementFill',
  list: '/cloud/requirementList',
  detail: demandDetailPath,
  /** The user's demands (and a laboratory's quotes) in the personal centre. */
  mine: '/my/requirementList',
  /** Paying the accepted quote's order (src/portal/payment's page). */
  pay: (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`,
};

