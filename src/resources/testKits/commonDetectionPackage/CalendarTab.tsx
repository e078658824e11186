import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { calendarDay, kitAudit, type CalendarDay } from '@contract/endpoints/testKits';
import { beijingToday, weekdayOf } from '../../../components/format/beijingTime';
import { useRemote } from '../../../components/useRemote';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const shape = calendarDay.shape;
/** The years offered: a few back (orders still running) and the next ones (the notice comes out each winter). */
const yearsAround = (current: number) => Array.from({ length: 6 }, (_, index) => current - 3 + index);

/**
 * The official working-day calendar of one year (public holidays and the weekend days worked instead), which the
 * server counts estimates and due dates on: add, change, delete a day. The days come from the State Council's notice.
 */
export function CalendarTab() {
  const { t } = useTranslation('testKits');
  const thisYear = Number(beijingToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<CalendarDay | 'new'>();
  const [form] = Form.useForm<CalendarDay>();
  const days = useRemote((signal) => call(kitAudit.calendarList, { year }, { signal }), String(year));
  const save = useAction(kitAudit.calendarSave, { success: text('saveSuccessful') });
  const remove = useAction(kitAudit.calendarDelete, { success: text('deleteSuccessful') });

  const store = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (await save.run(values)) {
      setEditing(undefined);
      days.reload();
    }
  };
  const deleteDay = async (date: string) => {
    if ((await remove.run({ date })) !== undefined) days.reload();
  };

  return (
    <>
      <Alert type="info" showIcon message={t('calendar.note')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label={t('calendar.year')}
          value={year}
          onChange={setYear}
          options={yearsAround(thisYear).map((value) => ({ value, label: t('calendar.yearLabel', { year: value }) }))}
          style={{ width: 140 }}
          data-testid="calendar-year"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="calendar-add">
          {t('calendar.add')}
        </Button>
      </Space>
      <Table<CalendarDay>
        rowKey="date"
        data-testid="calendar-table"
        loading={days.loading}
        dataSource={days.data ?? []}
        pagination={false}
        size="small"
        locale={{ emptyText: t('calendar.empty', { year }) }}
      >
        <Table.Column<CalendarDay> title={t('calendar.date')} dataIndex="date" />
        <Table.Column<CalendarDay> title={t('calendar.weekday')} render={(_, day) => t(`calendar.weekdays.${weekdayOf(day.date)}`)} />
        <Table.Column<CalendarDay>
          title={t('calendar.kind')}
          render={(_, day) => <Tag color={day.kind === 'holiday' ? 'red' : 'blue'}>{t(`calendar.kinds.${day.kind}`)}</Tag>}
        />
        <Table.Column<CalendarDay> title={t('calendar.nameZh')} dataIndex="nameZh" />
        <Table.Column<CalendarDay> title={t('calendar.nameEn')} dataIndex="nameEn" />
        <Table.Column<CalendarDay>
          title={t('kit.actions')}
          render={(_, day) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(day)} data-testid={`calendar-edit-${day.date}`}>
                {t('list.edit')}
              </Button>
              <Popconfirm title={t('calendar.deleteConfirm')} okButtonProps={{ danger: true, ...{ 'data-testid': `calendar-delete-confirm-${day.date}` } }} onConfirm={() => void deleteDay(day.date)}>
                <Button type="link" size="small" danger data-testid={`calendar-delete-${day.date}`}>
                  {t('detail.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
      <Modal
        open={editing !== undefined}
        title={editing === 'new' ? t('calendar.add') : t('calendar.edit')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void store()}
        okText={t('drawer.save')}
        okButtonProps={{ loading: save.running, ...{ 'data-testid': 'calendar-save' } }}
        destroyOnHidden
      >
        <Form<CalendarDay>
          form={form}
          name="calendarDay"
          layout="vertical"
          preserve={false}
          initialValues={editing && editing !== 'new' ? editing : { date: `${year}-01-01`, kind: 'holiday', nameZh: '', nameEn: '' }}
        >
          <Form.Item name="date" label={t('calendar.date')} rules={[zodRule(shape.date)]} extra={t('calendar.dateHint')} required>
            <Input placeholder="2027-10-01" maxLength={10} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="kind" label={t('calendar.kind')} rules={[zodRule(shape.kind)]} required>
            <RequiredSelect options={(['holiday', 'workday'] as const).map((kind) => ({ value: kind, label: t(`calendar.kinds.${kind}`) }))} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('calendar.nameZh')} rules={[zodRule(shape.nameZh)]} required>
            <Input maxLength={20} placeholder="国庆节" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('calendar.nameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input maxLength={40} placeholder="National Day" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
