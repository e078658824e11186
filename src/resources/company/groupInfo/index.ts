import { GroupListPage, packetInformationManagement } from '../packetInformationManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** The spec's second address of the company's groups (`/my/groupInfo`): the same page. */
export const groupInfo = defineResource({
  ...packetInformationManagement,
  name: 'groupInfo',
  route: '/my/groupInfo',
  pages: { list: GroupListPage },
});
