import { myAccount } from '@contract/endpoints/myAccount';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** Personal information (`/my/info`): every role's own account, password, mobile, e-mail and WeChat. */
export const info = defineResource({
  name: 'info',
  route: '/my/info',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: myAccount.getPersonalData },
  pages: { list: lazyPage(() => import('./InfoPage')) },
});
