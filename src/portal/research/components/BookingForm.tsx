import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { zodRule } from '../../../components/zodRule';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { useSession } from '../../../providers/session';
import { bookingDetailPath, bookingInput, EQUIPMENT_LIMITS, equipments, type EquipmentDetail } from '../endpoints';
import { loginPath } from '../paths';
import { durationOptions, hasFreeSlot, isBookableDate, priceEstimate } from '../slots';
import { SlotPicker } from './SlotPicker';

interface Fields {
  sampleName: string;
  sampleCount: number;
  contactName: string;
  contactPhone: string;
  address?: string;
  remarks?: string;
}

const rule = (field: keyof Fields) => [zodRule(bookingInput.shape[field])];

/**
 * Booking an instrument: a date (today to the horizon, open days only), a free start slot and how many consecutive
 * slots, the sample and the contact. The price shown is an estimate; the server computes the booking's price. A
 * visitor is sent to log in and back; a refusal (e.g. the slot was just taken) reloads the day's slots.
 */
export function BookingForm({ equipment }: { equipment: EquipmentDetail }) {
  const { t } = useTranslation('research');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const [form] = Form.useForm<Fields>();
  const [date, setDate] = useState<string>();
  const [start, setStart] = useState<string>();
  const [count, setCount] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const day = useRemote(
    (signal) => call(equipments.appointment, { instrumentId: equipment.id, date: date ?? '' }, { signal }),
    `${equipment.id}#${date}`,
    date !== undefined,
  );
  const appointment = day.data;
  const offered = start && appointment?.slotMinutes ? durationOptions(appointment.slots, start, appointment.slotMinutes) : [];
  const chosen = offered.find((option) => option.count === count);
  const hourlyPrice = appointment?.hourlyPrice ?? equipment.hourlyPrice;
  const unavailable = date !== undefined && appointment !== undefined && !hasFreeSlot(appointment);

  const pickDate = (value: Dayjs | null) => {
    setDate(value ? value.format('YYYY-MM-DD') : undefined);
    setStart(undefined);
    setCount(1);
  };
  const pickStart = (value: string) => {
    setStart(value);
    setCount(1);
  };

  const submit = async () => {
    if (!token) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!date || !start || !chosen) {
      void message.error(text(unavailable ? 'appointmentUnavailable' : 'experimentTime'));
      return;
    }
    setSubmitting(true);
    try {
      const booking = await call(equipments.orderSave, { instrumentId: equipment.id, date, startTime: start, slots: chosen.count, ...values });
      void navigate(bookingDetailPath(booking.id));
    } catch {
      // The http client showed why (e.g. the time was just taken): show the day as it is now.
      setStart(undefined);
      setCount(1);
      day.reload();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="at-research__booking" data-testid="booking-form">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('booking.title')}
      </Typography.Title>
      <Alert type="info" showIcon message={t('booking.beijingTime')} style={{ marginBottom: 16 }} />
      <Form<Fields> form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} requiredMark>
        <Form.Item label={t('booking.date')} required>
          <DatePicker
            value={date ? dayjs(date) : null}
            onChange={pickDate}
            disabledDate={(value) => !isBookableDate(value.format('YYYY-MM-DD'), equipment)}
            placeholder={t('booking.chooseDate')}
            aria-label={t('booking.date')}
            data-testid="equipment-date"
          />
        </Form.Item>
        {date && (
          <Form.Item label={t('booking.slots')} required>
            <SlotPicker day={appointment} loading={day.loading} start={start} count={count} onStart={pickStart} onCount={setCount} />
          </Form.Item>
        )}
        {chosen && hourlyPrice !== null && (
          <Alert
            type="success"
            style={{ marginBottom: 16 }}
            data-testid="booking-estimate"
            message={t('booking.estimate', { start, end: chosen.end, minutes: chosen.minutes, price: formatFen(priceEstimate(hourlyPrice, chosen.minutes)) })}
            description={t('booking.serverPrice')}
          />
        )}
        <Form.Item name="sampleName" label={t('booking.sampleName')} rules={rule('sampleName')} required>
          <Input maxLength={100} data-testid="booking-sample-name" />
        </Form.Item>
        <Form.Item name="sampleCount" label={t('booking.sampleCount')} rules={rule('sampleCount')} required initialValue={1}>
          <InputNumber min={1} max={EQUIPMENT_LIMITS.sampleCountMax} precision={0} style={{ width: 160 }} data-testid="booking-sample-count" />
        </Form.Item>
        <Form.Item name="contactName" label={t('booking.contactName')} rules={rule('contactName')} required>
          <Input maxLength={50} data-testid="booking-contact-name" />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('booking.contactPhone')} rules={rule('contactPhone')} required>
          <Input maxLength={20} data-testid="booking-contact-phone" />
        </Form.Item>
        <Form.Item name="address" label={t('booking.address')} rules={rule('address')}>
          <Input maxLength={200} data-testid="booking-address" />
        </Form.Item>
        <Form.Item name="remarks" label={t('booking.remarks')} rules={rule('remarks')}>
          <Input.TextArea maxLength={EQUIPMENT_LIMITS.textMax} showCount autoSize={{ minRows: 3 }} data-testid="booking-remarks" />
        </Form.Item>
        <Button
          type="primary"
          size="large"
          loading={submitting}
          disabled={!!token && (!chosen || unavailable)}
          onClick={() => void submit()}
          data-testid="booking-submit"
        >
          {token ? t('booking.submit') : t('booking.loginToBook')}
        </Button>
        {token && <p className="at-research__muted">{t('booking.afterSubmit')}</p>}
      </Form>
    </section>
  );
}
