import { QUALITY_PATHS, qualityPublic } from '@contract/endpoints/quality';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

/** The scoring method's versions (auditors): the current one, and publishing the next with other weights or parameters. */
export const qualityMethod = defineResource({
  name: 'qualityMethod',
  route: QUALITY_PATHS.methodAdmin,
  permission: PERMISSIONS.qualityAudit,
  endpoints: { list: qualityPublic.getParam },
  pages: { list: lazyPage(() => import('./MethodPage')) },
});
