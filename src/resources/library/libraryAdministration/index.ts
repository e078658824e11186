import { libraryAdmin } from '@contract/endpoints/library';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const LIBRARY_ADMIN_RESOURCE = 'libraryAdministration';

/** The technical library's items for its managers: documents and books, their files, prices and publication. */
export const libraryAdministration = defineResource({
  name: LIBRARY_ADMIN_RESOURCE,
  route: '/my/administration/library',
  permission: PERMISSIONS.libraryManage,
  endpoints: {
    list: libraryAdmin.page,
    one: libraryAdmin.detail,
    create: libraryAdmin.save,
    update: libraryAdmin.save,
    remove: libraryAdmin.remove,
  },
  pages: { list: lazyPage(() => import('./LibraryList')) },
});
