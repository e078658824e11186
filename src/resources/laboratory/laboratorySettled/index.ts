import { laboratoryEntry } from '@contract/endpoints/laboratory';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/**
 * The laboratory account's way from its console to its entry application: where it stands and a link to the
 * form, which lives in the portal (`/cloud/testerSettled`).
 */
export const laboratorySettled = defineResource({
  name: 'laboratorySettled',
  route: '/my/laboratorySettled',
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: { list: laboratoryEntry.get },
  pages: { list: lazyPage(() => import('./EntryCard')) },
});
