import { useLocation } from 'react-router';
import { BUSINESS_ORDERS_ROUTE, COMPANY_ORDERS_ROUTE } from '../paths';

/** Which of the two addresses of the company's orders is open (`/my/businessOrder` is the same page). */
export function useResourceRoute() {
  const { pathname } = useLocation();
  return pathname.startsWith(BUSINESS_ORDERS_ROUTE)
    ? { name: 'businessOrder', route: BUSINESS_ORDERS_ROUTE }
    : { name: 'enterpriseOrderManagement', route: COMPANY_ORDERS_ROUTE };
}
