import { useCustom } from '@refinedev/core';
import { Button, Card, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Invitation } from '@contract/endpoints/employees';
import type { Page } from '@contract/result';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { formatDateTime } from '../../../components/format/dateTime';

/** The company's invitations still waiting for an answer; the administrator may withdraw them. */
export function InvitationList() {
  const { t } = useTranslation('console');
  const { result } = useCustom<Page<Invitation>>({
    url: employees.listInvitations.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize: 100 } },
    errorNotification: false,
    meta: { silent: true },
  });
  const rows = (result.data as Page<Invitation> | undefined)?.list ?? [];
  const withdraw = useAction(employees.cancelInvitation, { success: message('invitationCancelled'), invalidates: 'all' });
  if (rows.length === 0) return null;
  return (
    <Card title={t('employees.invitations')} style={{ marginTop: 16 }} data-testid="employee-invitations">
      <Table<Invitation> dataSource={rows} rowKey="id" pagination={false} size="small">
        <Table.Column<Invitation> dataIndex="fullName" title={t('employees.fields.fullName')} />
        <Table.Column<Invitation> dataIndex="mobile" title={t('employees.fields.mobile')} />
        <Table.Column<Invitation> dataIndex="groupName" title={t('employees.fields.group')} />
        <Table.Column<Invitation> dataIndex="invitedBy" title={t('employees.invitedBy')} />
        <Table.Column<Invitation> dataIndex="createTime" title={t('employees.invitedAt')} render={(time: string) => formatDateTime(time)} />
        <Table.Column<Invitation>
          title={t('table.actions')}
          render={(_, row) => (
            <Popconfirm title={t('employees.withdrawConfirm', { name: row.fullName })} onConfirm={() => withdraw.run({ id: row.id })}>
              <Button size="small">{t('employees.withdraw')}</Button>
            </Popconfirm>
          )}
        />
      </Table>
    </Card>
  );
}
