import { library } from '@contract/endpoints/library';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const DOCUMENT_ORDER_RESOURCE = 'documentOrder';
export const DOCUMENT_ORDER_ROUTE = '/my/documentOrder';

/** The caller's orders of library documents and books; paid documents download from here. */
export const documentOrder = defineResource({
  name: DOCUMENT_ORDER_RESOURCE,
  route: DOCUMENT_ORDER_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: library.pageDocumentOrder },
  pages: { list: lazyPage(() => import('./DocumentOrderList')) },
});
