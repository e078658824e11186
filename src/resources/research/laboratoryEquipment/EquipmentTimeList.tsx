import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { equipments, WEEKDAYS, type LabEquipment } from '@contract/endpoints/equipments';
import type { Page } from '@contract/result';
import { formatFen } from '../../../components/format/money';
import { message } from '../../../providers/i18n';
import { rangesText } from './timeConfigForm';
import { TimeConfigDrawer } from './TimeConfigDrawer';

const PAGE_SIZE = 10;
/** Where a laboratory applies to enter the platform. */
const SETTLE_PATH = '/cloud/testerSettled';

/** Whether a failed read is the server's "your laboratory has not been approved yet". */
const notApproved = (error: unknown) => {
  const failure = error as { statusCode?: number; message?: string } | null;
  return failure?.message === message('laboratoryNotApproved') || failure?.statusCode === 409;
};

/** My laboratory's instruments with their bookable time; each one's time is edited in a drawer. */
export default function EquipmentTimeList() {
  const { t } = useTranslation('research');
  const { t: tc } = useTranslation('console');
  const { t: tl } = useTranslation('laboratory');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<LabEquipment>();
  const { query, result } = useCustom<Page<LabEquipment>>({
    url: equipments.timeConfigList.path,
    method: 'get',
    config: { query: { pageNum, pageSize: PAGE_SIZE } },
    errorNotification: false,
    meta: { silent: true },
  });
  const page = result.data as Page<LabEquipment> | undefined;

  if (query.isError) {
    return (
      <List title={tc('menu.laboratoryEquipment')}>
        {notApproved(query.error) ? (
          <Alert
            type="warning"
            showIcon
            data-testid="laboratory-not-approved"
            message={message('laboratoryNotApproved')}
            description={
              <span>
                {t('timeConfig.notApproved')} <Link to={SETTLE_PATH}>{t('timeConfig.settle')}</Link>
              </span>
            }
          />
        ) : (
          <Alert type="error" showIcon message={(query.error as { message?: string } | null)?.message ?? message('saveFailed')} />
        )}
      </List>
    );
  }

  return (
    <List title={tc('menu.laboratoryEquipment')}>
      <p style={{ marginTop: 0 }}>{t('timeConfig.intro')}</p>
      <Table<LabEquipment>
        dataSource={page?.list ?? []}
        loading={query.isLoading || query.isFetching}
        rowKey="id"
        data-testid="time-config-list"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('timeConfig.empty') }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setPageNum, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<LabEquipment> title={t('equipment.name')} render={(_, row) => row.name} />
        <Table.Column<LabEquipment> title={t('equipment.type')} render={(_, row) => tl(`equipmentTypes.${row.typeCode}`)} />
        <Table.Column<LabEquipment> title={t('equipment.model')} render={(_, row) => row.model} />
        <Table.Column<LabEquipment>
          title={t('equipment.openHours')}
          render={(_, row) =>
            row.openHours ? (
              <div>
                {WEEKDAYS.filter((day) => (row.openHours?.[day] ?? []).length > 0).map((day) => (
                  <div key={day}>
                    {t(`weekdays.${day}`)}: {rangesText(row.openHours?.[day])}
                  </div>
                ))}
              </div>
            ) : (
              '—'
            )
          }
        />
        <Table.Column<LabEquipment> title={t('equipment.slotLength')} render={(_, row) => (row.slotMinutes ? t('equipment.minutes', { minutes: row.slotMinutes }) : '—')} />
        <Table.Column<LabEquipment> title={t('equipment.hourlyPrice')} align="right" render={(_, row) => (row.hourlyPrice !== null ? formatFen(row.hourlyPrice) : '—')} />
        <Table.Column<LabEquipment> title={t('equipment.closedDates')} render={(_, row) => row.closedDates.length} align="right" />
        <Table.Column<LabEquipment>
          title={t('timeConfig.bookable')}
          render={(_, row) => (row.bookable ? <Tag color="green">{t('timeConfig.yes')}</Tag> : <Tag>{t('timeConfig.no')}</Tag>)}
        />
        <Table.Column<LabEquipment>
          title={tc('table.actions')}
          render={(_, row) => (
            <Button type="link" onClick={() => setEditing(row)} data-testid={`time-config-edit-${row.id}`}>
              {t('timeConfig.edit')}
            </Button>
          )}
        />
      </Table>
      {editing && <TimeConfigDrawer equipment={editing} onClose={() => setEditing(undefined)} />}
    </List>
  );
}
