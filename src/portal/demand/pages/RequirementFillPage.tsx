import { useEffect, useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { useSession } from '../../../providers/session';
import { AttachmentsUpload } from '../components/AttachmentsUpload';
import { DemandScope } from '../DemandScope';
import { DEMAND_LIMITS, demandInput, EQUIPMENT_TYPES, myResearchDemand, type EquipmentType } from '../endpoints';
import { DEMAND_PATHS, loginPath } from '../paths';

interface Values {
  title: string;
  description: string;
  material: string;
  sampleCount: number;
  equipmentType?: EquipmentType;
  wishedDate?: Dayjs;
  /** Yuan, as typed. */
  budget?: number | null;
  contactName: string;
  contactPhone: string;
  attachmentIds: string[];
}

const field = demandInput.shape;
/** Today in Beijing, the day the server compares the wished date with. */
const beijingToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** /cloud/requirementFill — a signed-in user files a research demand; a visitor signs in first and comes back. */
export default function RequirementFillPage() {
  const { t } = useTranslation('demand');
  const { t: tl } = useTranslation('laboratory');
  const navigate = useNavigate();
  const location = useLocation();
  const { token, profile } = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const name = profile?.userInfo?.userName;
    if (name && !form.getFieldValue('contactName')) form.setFieldValue('contactName', name);
  }, [profile, form]);

  if (!token) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await call(myResearchDemand.save, {
        title: values.title,
        description: values.description,
        material: values.material,
        sampleCount: values.sampleCount,
        equipmentType: values.equipmentType ?? null,
        wishedDate: values.wishedDate ? values.wishedDate.format('YYYY-MM-DD') : '',
        budget: values.budget === undefined || values.budget === null ? null : Math.round(values.budget * 100),
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        attachmentIds: values.attachmentIds ?? [],
      });
      void navigate(DEMAND_PATHS.detail(saved.id));
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <DemandScope testId="requirement-fill">
      <header className="at-demand__head">
        <div>
          <h1>{t('fill.title')}</h1>
          <p className="at-demand__muted">{t('fill.intro')}</p>
        </div>
        <Button onClick={() => void navigate(DEMAND_PATHS.list)}>{t('common.back')}</Button>
      </header>
      <Alert type="info" showIcon message={t('fill.serviceNote')} style={{ marginBottom: 16 }} data-testid="demand-service-note" />
      <Card>
        <Form<Values> form={form} layout="vertical" className="at-demand__form" initialValues={{ sampleCount: 1, attachmentIds: [] }} onFinish={(values) => void submit(values)}>
          <Form.Item name="title" label={t('fields.title')} rules={[zodRule(field.title)]} required>
            <Input maxLength={DEMAND_LIMITS.titleMax} showCount placeholder={t('fill.titlePlaceholder')} data-testid="demand-title" />
          </Form.Item>
          <Form.Item name="description" label={t('fields.description')} rules={[zodRule(field.description)]} required>
            <Input.TextArea maxLength={DEMAND_LIMITS.descriptionMax} showCount autoSize={{ minRows: 4 }} placeholder={t('fill.descriptionPlaceholder')} data-testid="demand-description" />
          </Form.Item>
          <Form.Item name="material" label={t('fields.material')} rules={[zodRule(field.material)]} required>
            <Input maxLength={DEMAND_LIMITS.materialMax} placeholder={t('fill.materialPlaceholder')} data-testid="demand-material" />
          </Form.Item>
          <Form.Item name="sampleCount" label={t('fields.sampleCount')} rules={[zodRule(field.sampleCount)]} required>
            <InputNumber min={1} max={DEMAND_LIMITS.sampleCountMax} precision={0} style={{ width: 200 }} data-testid="demand-samples" />
          </Form.Item>
          <Form.Item name="equipmentType" label={t('fields.equipmentType')}>
            <Select
              allowClear
              placeholder={t('common.anyType')}
              options={EQUIPMENT_TYPES.map((value) => ({ value, label: tl(`equipmentTypes.${value}`) }))}
              style={{ maxWidth: 360 }}
              data-testid="demand-equipment-type"
            />
          </Form.Item>
          <Form.Item
            name="wishedDate"
            label={t('fields.wishedDate')}
            required
            rules={[
              {
                validator: async (_rule, value?: Dayjs) => {
                  if (!value || value.format('YYYY-MM-DD') < beijingToday()) throw new Error(text('wishedDateInvalid'));
                },
              },
            ]}
          >
            <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') < beijingToday()} defaultPickerValue={dayjs()} data-testid="demand-wished-date" />
          </Form.Item>
          <Form.Item name="budget" label={t('fields.budget')} extra={t('fill.budgetHint')}>
            <InputNumber min={0} max={DEMAND_LIMITS.amountMax / 100} precision={2} style={{ width: 200 }} data-testid="demand-budget" />
          </Form.Item>
          <Form.Item name="contactName" label={t('fields.contactName')} rules={[zodRule(field.contactName)]} required>
            <Input maxLength={DEMAND_LIMITS.contactNameMax} style={{ maxWidth: 360 }} data-testid="demand-contact-name" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('fields.contactPhone')} rules={[zodRule(field.contactPhone)]} required>
            <Input maxLength={30} style={{ maxWidth: 360 }} data-testid="demand-contact-phone" />
          </Form.Item>
          <Form.Item name="attachmentIds" label={t('fields.attachments')}>
            <AttachmentsUpload />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="demand-submit">
            {t('fill.submit')}
          </Button>
        </Form>
      </Card>
    </DemandScope>
  );
}
