import { CreateButton, List, useModalForm, useTable } from '@refinedev/antd';
import { useDelete } from '@refinedev/core';
import { Button, Modal, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyGroup } from '@contract/endpoints/company';
import { BasicInformationGate } from '../basicInformationManagement/BasicInformationGate';
import { GroupForm } from './GroupForm';
import { GroupMembers } from './GroupMembers';

const RESOURCE = 'packetInformationManagement';

function GroupTable() {
  const { t } = useTranslation('console');
  const { tableProps } = useTable<CompanyGroup>({ resource: RESOURCE, syncWithLocation: false, pagination: { pageSize: 10 } });
  const create = useModalForm<CompanyGroup>({ resource: RESOURCE, action: 'create', redirect: false });
  const edit = useModalForm<CompanyGroup>({ resource: RESOURCE, action: 'edit', redirect: false });
  const { mutate: remove } = useDelete();

  return (
    <List title={t('menu.packetInformationManagement')} headerButtons={<CreateButton onClick={() => create.show()} data-testid="group-create" />}>
      <Table<CompanyGroup>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
        expandable={{ expandedRowRender: (group) => <GroupMembers group={group} />, rowExpandable: (group) => group.employeeCount > 0 }}
      >
        <Table.Column<CompanyGroup> dataIndex="name" title={t('groups.fields.name')} />
        <Table.Column<CompanyGroup> dataIndex="sort" title={t('groups.fields.sort')} />
        <Table.Column<CompanyGroup> dataIndex="employeeCount" title={t('groups.fields.employeeCount')} />
        <Table.Column<CompanyGroup>
          title={t('table.actions')}
          render={(_, group) => (
            <Space>
              <Button size="small" onClick={() => edit.show(group.id)}>
                {t('buttons.edit')}
              </Button>
              {/* Deleting keeps the group's employees in the company, ungrouped: the confirmation says so. */}
              <Popconfirm
                title={t('groups.deleteConfirm', { name: group.name, count: group.employeeCount })}
                onConfirm={() => remove({ resource: RESOURCE, id: group.id })}
              >
                <Button size="small" danger data-testid={`group-delete-${group.id}`}>
                  {t('buttons.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
      <Modal {...create.modalProps} title={t('groups.createTitle')} destroyOnHidden>
        <GroupForm formProps={create.formProps} />
      </Modal>
      <Modal {...edit.modalProps} title={t('groups.editTitle')} destroyOnHidden>
        <GroupForm formProps={edit.formProps} />
      </Modal>
    </List>
  );
}

/** The company's groups (spec §3 Group: name, sort) with their employees, once the basic information is saved. */
export default function GroupList() {
  return (
    <BasicInformationGate>
      <GroupTable />
    </BasicInformationGate>
  );
}
