import { laboratoryAudit } from '@contract/endpoints/laboratory';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const LAB_CHECK_RESOURCE = 'laboratorySettledCheck';
export const LAB_CHECK_ROUTE = '/my/laboratorySettledCheck';

/** Auditors: laboratory entry applications waiting for review; approve, or reject with a reason. */
export const laboratorySettledCheck = defineResource({
  name: LAB_CHECK_RESOURCE,
  route: LAB_CHECK_ROUTE,
  permission: PERMISSIONS.laboratoryAudit,
  endpoints: { list: laboratoryAudit.page, one: laboratoryAudit.detail },
  pages: { list: lazyPage(() => import('./QueuePage')), show: lazyPage(() => import('./DetailPage')) },
});
