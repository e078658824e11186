import { docAdmin } from '@contract/endpoints/documents';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const DOC_TEMPLATE_ROUTE = '/my/administration/docTemplate';

const TemplateAdminPage = lazyPage(() => import('./TemplateAdminPage'));
const TemplateFormPage = lazyPage(() => import('./TemplateFormPage'));

/** Document templates (issue 19): the platform's administrators keep the directory tree and the templates. */
export const docTemplate = defineResource({
  name: 'docTemplate',
  route: DOC_TEMPLATE_ROUTE,
  permission: PERMISSIONS.contentManage,
  endpoints: { list: docAdmin.page, one: docAdmin.get, create: docAdmin.save, update: docAdmin.save, remove: docAdmin.remove },
  pages: { list: TemplateAdminPage, create: TemplateFormPage, edit: TemplateFormPage },
});
