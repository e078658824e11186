import { App, Button, DatePicker, Drawer, Form, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, SLOT_MINUTES, timeConfigInput, WEEKDAYS, type LabEquipment } from '@contract/endpoints/equipments';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { HALF_HOURS, toFields, toInput, type TimeConfigFields } from './timeConfigForm';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

type DrawerFields = Omit<TimeConfigFields, 'closedDates'> & { closedDates: Dayjs[] };

const TIME_OPTIONS = HALF_HOURS.map((value) => ({ value, label: value }));

/**
 * One instrument's bookable time: per weekday up to four ranges (half hours, 24:00 allowed), the slot length, the
 * price per hour in yuan, the closed dates. The contract's rules are checked before saving; the server checks again.
 */
export function TimeConfigDrawer({ equipment, onClose }: { equipment: LabEquipment; onClose: () => void }) {
  const { t } = useTranslation('research');
  const { message } = App.useApp();
  const [form] = Form.useForm<DrawerFields>();
  const initial = toFields(equipment);
  const save = useAction(equipments.timeConfigSave, { success: t('notices.timeSaved'), invalidates: 'all' });

  const submit = async () => {
    const values = form.getFieldsValue(true) as DrawerFields;
    const input = toInput(equipment.id, {
      ...values,
      closedDates: (values.closedDates ?? []).map((date) => date.format('YYYY-MM-DD')),
    });
    const checked = timeConfigInput.safeParse(input);
    if (!checked.success) {
      void message.error(text(checked.error.issues[0].message));
      return;
    }
    if (await save.run(input)) onClose();
  };

  return (
    <Drawer
      open
      width={640}
      title={t('timeConfig.title', { name: equipment.name })}
      onClose={onClose}
      destroyOnHidden
      data-testid="time-config-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('timeConfig.cancel')}</Button>
          <Button type="primary" loading={save.running} onClick={() => void submit()} data-testid="time-config-save">
            {t('timeConfig.save')}
          </Button>
        </Space>
      }
    >
      <Form<DrawerFields>
        form={form}
        layout="vertical"
        initialValues={{ ...initial, closedDates: initial.closedDates.map((date) => dayjs(date)) }}
      >
        <Typography.Paragraph type="secondary">{t('timeConfig.hoursHint')}</Typography.Paragraph>
        {WEEKDAYS.map((day) => (
          <Form.Item key={day} label={t(`weekdays.${day}`)} style={{ marginBottom: 12 }}>
            <Form.List name={['hours', day]}>
              {(rows, { add, remove }) => (
                <Space direction="vertical" size={4} data-testid={`time-config-day-${day}`}>
                  {rows.length === 0 && <Typography.Text type="secondary">{t('equipment.closedDay')}</Typography.Text>}
                  {rows.map((row, index) => (
                    <Space key={row.key} wrap>
                      <Form.Item name={[row.name, 'start']} noStyle>
                        <Select options={TIME_OPTIONS} style={{ width: 100 }} aria-label={t('timeConfig.from')} data-testid={`time-config-${day}-${index}-start`} />
                      </Form.Item>
                      <span>–</span>
                      <Form.Item name={[row.name, 'end']} noStyle>
                        <Select options={TIME_OPTIONS} style={{ width: 100 }} aria-label={t('timeConfig.to')} data-testid={`time-config-${day}-${index}-end`} />
                      </Form.Item>
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('timeConfig.removeRange')} onClick={() => remove(row.name)} />
                    </Space>
                  ))}
                  {rows.length < EQUIPMENT_LIMITS.rangesPerDay && (
                    <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid={`time-config-${day}-add`}>
                      {t('timeConfig.addRange')}
                    </Button>
                  )}
                </Space>
              )}
            </Form.List>
          </Form.Item>
        ))}
        <Form.Item name="slotMinutes" label={t('equipment.slotLength')} required>
          <RequiredSelect
            style={{ width: 200 }}
            options={SLOT_MINUTES.map((minutes) => ({ value: minutes, label: t('equipment.minutes', { minutes }) }))}
            data-testid="time-config-slot"
          />
        </Form.Item>
        <Form.Item name="hourlyPriceYuan" label={t('equipment.hourlyPrice')} required extra={t('timeConfig.priceHint')}>
          <InputNumber min={0.01} precision={2} step={10} prefix="¥" style={{ width: 200 }} data-testid="time-config-price" />
        </Form.Item>
        <Form.Item name="closedDates" label={t('equipment.closedDates')} extra={t('timeConfig.closedHint')}>
          <DatePicker multiple maxTagCount="responsive" style={{ width: '100%' }} data-testid="time-config-closed" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
