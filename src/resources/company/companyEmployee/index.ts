import { employeeInformationManagement, EmployeeListPage } from '../employeeInformationManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** Another address of the company's people in the spec (`/my/companyEmployee`): the same page. */
export const companyEmployee = defineResource({
  ...employeeInformationManagement,
  name: 'companyEmployee',
  route: '/my/companyEmployee',
  pages: { list: EmployeeListPage },
});
