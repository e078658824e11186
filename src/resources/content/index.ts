import { contentAdmin } from '@contract/endpoints/content';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const CONTENT_RESOURCE = 'contentManagement';
export const CONTENT_ROUTE = '/my/administration/content';
/** Where the console's buttons lead; the list's tab is the kind (`?tab=story`), the first tab (news) has none. */
export const contentPaths = {
  list: (kind?: string) => (!kind || kind === 'news' ? CONTENT_ROUTE : `${CONTENT_ROUTE}?tab=${kind}`),
  create: (kind: string) => `${CONTENT_ROUTE}/create?kind=${kind}`,
  edit: (id: number) => `${CONTENT_ROUTE}/edit/${id}`,
};

const ContentFormPage = lazyPage(() => import('./ContentFormPage'));

/** The platform's administrators: news, stories, solutions, help articles, update records, fixed pages, banners. */
export const contentManagement = defineResource({
  name: CONTENT_RESOURCE,
  route: CONTENT_ROUTE,
  permission: PERMISSIONS.contentManage,
  endpoints: {
    list: contentAdmin.page,
    one: contentAdmin.get,
    create: contentAdmin.save,
    update: contentAdmin.save,
    remove: contentAdmin.remove,
  },
  pages: { list: lazyPage(() => import('./ContentListPage')), create: ContentFormPage, edit: ContentFormPage },
});

/** The help centre's catalogue tree (platform administrators): add, rename, move, delete. */
export const helpCatalogue = defineResource({
  name: 'helpCatalogue',
  route: '/my/administration/helpCatalogue',
  permission: PERMISSIONS.contentManage,
  endpoints: { list: contentAdmin.catalogueTree },
  pages: { list: lazyPage(() => import('./HelpCataloguePage')) },
});
