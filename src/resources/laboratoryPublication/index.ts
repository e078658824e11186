import { labPublicationManage } from '@contract/endpoints/labPublication';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const PUBLICATIONS_RESOURCE = 'laboratoryPublication';
const PUBLICATIONS_ROUTE = '/my/laboratoryPublication';
/** Where the page's buttons lead; the list's tab is the kind (`?tab=drawing`), the first tab (cases) has none. */
export const publicationPaths = {
  list: (kind: string) => (kind === 'case' ? PUBLICATIONS_ROUTE : `${PUBLICATIONS_ROUTE}?tab=${kind}`),
  create: (kind: string) => `${PUBLICATIONS_ROUTE}/create?kind=${kind}`,
  edit: (id: number) => `${PUBLICATIONS_ROUTE}/edit/${id}`,
};

const PublicationPage = lazyPage(() => import('./PublicationPage'));
const PublicationFormPage = lazyPage(() => import('./PublicationFormPage'));

/** What an approved laboratory publishes: service cases, processing drawings, its testers and engineers, its documents. */
export const laboratoryPublication = defineResource({
  name: PUBLICATIONS_RESOURCE,
  route: PUBLICATIONS_ROUTE,
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: {
    list: labPublicationManage.page,
    one: labPublicationManage.get,
    create: labPublicationManage.save,
    update: labPublicationManage.save,
    remove: labPublicationManage.remove,
  },
  pages: { list: PublicationPage, create: PublicationFormPage, edit: PublicationFormPage },
});
