/**
 * What other console features use of payments (eslint: features meet only through their index.ts): an order's
 * words, views and actions, and the upload of files with the purposes of payments and the library.
 */
export { orderDetailPath } from './shared/orders';
export { OrderStateTag } from './shared/OrderTags';
export { OrderDetailView } from './shared/OrderDetailView';
export { OrderFilters } from './shared/OrderFilters';
export { OwnerOrderActions, PayOrderLink } from './shared/OrderActions';
export { StoredFileUpload } from './shared/StoredFileUpload';
