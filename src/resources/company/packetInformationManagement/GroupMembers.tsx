import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Employee } from '@contract/endpoints/employees';
import type { CompanyGroup } from '@contract/endpoints/company';
import type { Page } from '@contract/result';

const PAGE_SIZE = 10;

/** The employees of one group, paged by the server. */
export function GroupMembers({ group }: { group: CompanyGroup }) {
  const { t } = useTranslation('console');
  const [pageNum, setPageNum] = useState(1);
  const { result } = useCustom<Page<Employee>>({
    url: employees.listEmployees.path,
    method: 'get',
    errorNotification: false,
    config: { query: { groupId: group.id, pageNum, pageSize: PAGE_SIZE } },
  });
  const page = result.data as Page<Employee> | undefined;
  return (
    <Table<Employee>
      size="small"
      rowKey="id"
      loading={!page}
      dataSource={page?.list}
      title={() => t('groups.members', { name: group.name })}
      locale={{ emptyText: t('groups.noMembers') }}
      pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setPageNum, hideOnSinglePage: true }}
      data-testid={`group-members-${group.id}`}
    >
      <Table.Column<Employee> dataIndex="fullName" title={t('employees.fields.fullName')} />
      <Table.Column<Employee> dataIndex="mobile" title={t('employees.fields.mobile')} />
      <Table.Column<Employee> dataIndex="role" title={t('employees.fields.role')} render={(role: Employee['role']) => t(`roles.${role}`)} />
    </Table>
  );
}
