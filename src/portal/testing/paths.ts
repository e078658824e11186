/** The addresses of cloud testing (each also under /en through the router's basename). */
export const TESTING_PATHS = {
  home: '/cloud/cloudHomepage',
  check: '/cloud/cloudCheck',
  checkWithLab: (laboratoryId: number) => `/cloud/cloudCheck?laboratoryId=${laboratoryId}`,
  builder: '/cloud/checkList',
  kitOrder: (kitId: number) => `/cloud/checkList?kitId=${kitId}`,
  draft: (id: number) => `/cloud/checkList?id=${id}`,
  highThroughput: '/cloud/highThroughput',
  server: '/cloud/cloudServer',
  laboratories: '/cloud/testerList',
  /** The user's kits and orders in the personal centre. */
  myKits: '/my/checkBag',
  myOrders: '/my/checkList',
  myOrder: (id: number) => `/my/checkList/show/${id}`,
  deliveryAddress: '/my/deliveryAddress',
  /** Paying an order (src/portal/payment's page). */
  pay: (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`,
};

/** The login page, coming back to `here` afterwards. */
export const loginPath = (here: string) => `/login?redirect=${encodeURIComponent(here)}`;
