/** Where the console shows detection orders, and where the portal builds and pays them. */
export const CHECK_LIST_ROUTE = '/my/checkList';
export const COMPANY_ORDERS_ROUTE = '/my/enterpriseInformationManagement/enterpriseOrderManagement';
export const BUSINESS_ORDERS_ROUTE = '/my/businessOrder';
export const CLOUD_SERVICES_ROUTE = '/my/administration/cloudServices';
export const LAB_ORDERS_ROUTE = '/my/laboratoryOrder';
/** The laboratory's test order detail lives under the spec's `laboratoryOrderDetail` address. */
export const LAB_ORDER_DETAIL_ROUTE = '/my/laboratoryOrderDetail';
/** The laboratory orders page's tab of test orders (`?tab=`). */
export const LAB_TABS = ['bookings', 'testOrders'] as const;
/** The overseers' page's tabs (`?tab=`): the orders, and (order administrators) the regional heads' regions. */
export const CLOUD_SERVICES_TABS = ['orders', 'regionalHeads'] as const;

/** One order's page under a list's route. */
export const orderShowPath = (route: string) => (id: number) => `${route}/show/${id}`;

/** The list a detail page goes back to: its own resource's list; the laboratory's detail goes to its test orders tab. */
export function backPathOf(pathname: string): string {
  const list = pathname.replace(/\/show\/[^/]*\/?$/, '');
  return list === LAB_ORDER_DETAIL_ROUTE ? `${LAB_ORDERS_ROUTE}?tab=testOrders` : list;
}

/** The portal's order builder, opening a draft to change it. */
export const draftEditPath = (id: number) => `/cloud/checkList?id=${id}`;
/** The portal's order builder. */
export const ORDER_BUILDER_PATH = '/cloud/checkList';
/** Where the portal pays any ledger order. */
export const payPath = (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`;
