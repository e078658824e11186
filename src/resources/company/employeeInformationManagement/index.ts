import { employees } from '@contract/endpoints/employees';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const EmployeeListPage = lazyPage(() => import('./EmployeeList'));

/** The company's people: add (new account or invitation), edit, remove, delete, transfer the administrator role. */
export const employeeInformationManagement = defineResource({
  name: 'employeeInformationManagement',
  route: '/my/enterpriseInformationManagement/employeeInformationManagement',
  permission: PERMISSIONS.employeeManage,
  endpoints: {
    list: employees.listEmployees,
    one: employees.getEmployee,
    create: employees.saveEmployee,
    update: employees.saveEmployee,
    remove: employees.deleteEmployee,
  },
  pages: { list: EmployeeListPage },
});
