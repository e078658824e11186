import { CreateButton, List, useModalForm, useTable } from '@refinedev/antd';
import { useLogout, type CrudFilters } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Employee, type SaveEmployeeOutput } from '@contract/endpoints/employees';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { useSession } from '../../../providers/session';
import { BasicInformationGate } from '../basicInformationManagement/BasicInformationGate';
import { EmployeeForm } from './EmployeeForm';
import { InvitationList } from './InvitationList';
import { useGroupOptions } from './useGroupOptions';
import { formatDate } from '../../../components/format/dateTime';

const RESOURCE = 'employeeInformationManagement';

interface Filters {
  keyword?: string;
  groupId?: number;
}

function EmployeeTable() {
  const { t } = useTranslation('console');
  const { modal } = App.useApp();
  const { profile } = useSession();
  const groups = useGroupOptions();
  const { mutate: logout } = useLogout();
  // The people and the pending invitations (a custom read) change together: every action reads the page again.
  const remove = useAction(employees.removeEmployee, { success: message('employeeRemoved'), invalidates: 'all' });
  const destroy = useAction(employees.deleteEmployee, { success: message('deleteSuccessful'), invalidates: 'all' });
  const transfer = useAction(employees.transferManager, { success: message('managerTransferred') });

  const { tableProps, searchFormProps } = useTable<Employee, never, Filters>({
    resource: RESOURCE,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    onSearch: ({ keyword, groupId }): CrudFilters => [
      { field: 'keyword', operator: 'contains', value: keyword?.trim() || undefined },
      { field: 'groupId', operator: 'eq', value: groupId },
    ],
  });
  const create = useModalForm<SaveEmployeeOutput>({
    resource: RESOURCE,
    action: 'create',
    redirect: false,
    successNotification: (data) => ({
      type: 'success',
      message: t(data?.data.outcome === 'invited' ? 'employees.invited' : 'employees.created'),
    }),
    invalidates: ['all'],
  });
  const edit = useModalForm<Employee>({ resource: RESOURCE, action: 'edit', redirect: false });
  // The cellphone is shown when editing but never sent: it is the person's own business.
  const editFormProps = { ...edit.formProps, onFinish: (values: object) => edit.formProps.onFinish?.({ ...values, mobile: undefined }) };

  const confirmTransfer = (person: Employee) =>
    modal.confirm({
      title: t('employees.transferTitle'),
      content: t('employees.transferConfirm', { name: person.fullName }),
      okButtonProps: { 'data-testid': 'transfer-confirm' },
      onOk: async () => {
        if ((await transfer.run({ id: person.id })) !== undefined) logout();
      },
    });

  const actions = (person: Employee) => {
    const isMe = person.id === profile?.userInfo.userId;
    if (person.role !== 'employee' || isMe) {
      return <Button size="small" onClick={() => edit.show(person.id)}>{t('buttons.edit')}</Button>;
    }
    return (
      <Space wrap>
        <Button size="small" onClick={() => edit.show(person.id)} data-testid={`employee-edit-${person.id}`}>
          {t('buttons.edit')}
        </Button>
        <Button size="small" onClick={() => confirmTransfer(person)} data-testid={`employee-transfer-${person.id}`}>
          {t('employees.transfer')}
        </Button>
        <Popconfirm
          title={t('employees.removeConfirm', { name: person.fullName })}
          onConfirm={() => remove.run({ id: person.id })}
        >
          <Button size="small">{t('employees.remove')}</Button>
        </Popconfirm>
        {person.createdByCompany && (
          <Popconfirm
            title={t('employees.deleteConfirm', { name: person.fullName })}
            onConfirm={() => destroy.run({ id: person.id })}
          >
            <Button size="small" danger>
              {t('buttons.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  return (
    <List
      title={t('menu.employeeInformationManagement')}
      headerButtons={<CreateButton onClick={() => create.show()} data-testid="employee-create" />}
    >
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item name="keyword">
          <Input allowClear placeholder={t('employees.keyword')} aria-label={t('employees.keyword')} maxLength={50} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="groupId">
          <Select allowClear options={groups} placeholder={t('employees.allGroups')} aria-label={t('employees.allGroups')} style={{ width: 180 }} />
        </Form.Item>
        <Button htmlType="submit">{t('buttons.filter')}</Button>
      </Form>
      <Table<Employee>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<Employee> dataIndex="fullName" title={t('employees.fields.fullName')} />
        <Table.Column<Employee> dataIndex="mobile" title={t('employees.fields.mobile')} />
        <Table.Column<Employee> dataIndex="userName" title={t('employees.fields.userName')} />
        <Table.Column<Employee> dataIndex="groupName" title={t('employees.fields.group')} render={(name) => name ?? t('employees.noGroup')} />
        <Table.Column<Employee>
          dataIndex="role"
          title={t('employees.fields.role')}
          render={(role: Employee['role'], person) => (
            <Space size={4} wrap>
              <Tag color={role === 'employee' ? undefined : 'blue'}>{t(`roles.${role}`)}</Tag>
              {person.createdByCompany && <Tag>{t('employees.openedByCompany')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<Employee> dataIndex="joinTime" title={t('employees.fields.joinTime')} render={(time: string) => formatDate(time)} />
        <Table.Column<Employee> title={t('table.actions')} render={(_, person) => actions(person)} />
      </Table>
      <InvitationList />
      <Modal {...create.modalProps} title={t('employees.createTitle')} destroyOnHidden>
        <EmployeeForm formProps={create.formProps} adding groups={groups} />
      </Modal>
      <Modal {...edit.modalProps} title={t('employees.editTitle')} destroyOnHidden>
        <EmployeeForm formProps={editFormProps} adding={false} groups={groups} />
      </Modal>
    </List>
  );
}

/** The company's people (spec §3 Employee), once its basic information is saved. */
export default function EmployeeList() {
  return (
    <BasicInformationGate>
      <EmployeeTable />
    </BasicInformationGate>
  );
}
