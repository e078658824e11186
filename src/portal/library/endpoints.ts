/** The calls of the library pages (the portal never calls the console's `libraryAdmin`). */
export {
  library,
  libraryPayment,
  booksOrderInput,
  LIBRARY_KINDS,
  type LibraryKind,
  type LibraryItem,
  type LibraryItemDetail,
} from '@contract/endpoints/library';
export { fileViewUrl } from '@contract/endpoints/files';
export type { Address } from '@contract/endpoints/address';
