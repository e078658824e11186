import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Invitation } from '@contract/endpoints/employees';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { formatDateTime } from '../../../components/format/dateTime';

/** The company's invitations still waiting for an answer; the administrator may withdraw them. */
export function InvitationList({ version }: { version: number }) {
  const { t } = useTranslation('console');
  const [rows, setRows] = useState<Invitation[]>([]);
  const load = useCallback(
    () => call(employees.listInvitations, { pageNum: 1, pageSize: 100 }, { silent: true }).then((page) => setRows(page.list), () => undefined),
    [],
  );
  useEffect(() => {
    void load();
  }, [load, version]);
  const withdraw = async (id: number) => {
    await call(employees.cancelInvitation, { id });
    notify('success', message('invitationCancelled'));
    await load();
  };
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
            <Popconfirm title={t('employees.withdrawConfirm', { name: row.fullName })} onConfirm={() => withdraw(row.id).catch(() => undefined)}>
              <Button size="small">{t('employees.withdraw')}</Button>
            </Popconfirm>
          )}
        />
      </Table>
    </Card>
  );
}
