import { tmStandard } from '@contract/endpoints/enterpriseStandard';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const STANDARD_CHECK_ROUTE = '/my/enterpriseStandardCheck';

/** Auditors: the queue of enterprise grades waiting for review (public applications). */
export const enterpriseStandardCheck = defineResource({
  name: 'enterpriseStandardCheck',
  route: STANDARD_CHECK_ROUTE,
  permission: PERMISSIONS.standardAudit,
  endpoints: { list: tmStandard.checkList, one: tmStandard.checkDetail },
  pages: { list: lazyPage(() => import('./QueuePage')), show: lazyPage(() => import('./DetailPage')) },
});
