import type { LibraryKind } from '@contract/endpoints/library';
export { loginPath } from '../../components/loginPath';

/** The library's addresses (each also under /en through the router's basename). */
export const LIBRARY_PATHS = {
  list: '/librany/libranyList',
  document: (id: number) => `/librany/libranyDetail?id=${id}`,
  book: (id: number) => `/librany/libranyBookDetail?id=${id}`,
  order: (id: number) => `/librany/libranyOrder?id=${id}`,
  pay: (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`,
  deliveryAddress: '/my/deliveryAddress',
  vip: '/cloud/subscribe',
};

export const itemPath = (item: { id: number; kind: LibraryKind }) =>
  item.kind === 'book' ? LIBRARY_PATHS.book(item.id) : LIBRARY_PATHS.document(item.id);

