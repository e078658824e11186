import { employeeInformationManagement, EmployeeListPage } from '../employeeInformationManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** Another address of the company's people in the spec (`/my/userList`): the same page. */
export const userList = defineResource({
  ...employeeInformationManagement,
  name: 'userList',
  route: '/my/userList',
  pages: { list: EmployeeListPage },
});
