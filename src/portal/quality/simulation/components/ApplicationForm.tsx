import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/zodRule';
import { applicationInput, QUALITY_USER_TYPES, QUALITY_LIMITS, type QualityUserType } from '../../endpoints';
import { RequiredSelect } from '../../../../components/form/RequiredSelect';

export interface ApplicationValues {
  userType?: QualityUserType;
  companyName: string;
  creditCode: string;
  address: string;
  productName: string;
  steelmakingLine: string;
  rollingLine: string;
  contactName: string;
  contactInfo: string;
  instructions: string;
  year: number;
}

const field = applicationInput.shape;
const TEXT_FIELDS = ['companyName', 'creditCode', 'address', 'productName', 'steelmakingLine', 'rollingLine', 'contactName', 'contactInfo'] as const;
const MAX: Record<(typeof TEXT_FIELDS)[number], number> = {
  companyName: QUALITY_LIMITS.textMax,
  creditCode: 18,
  address: QUALITY_LIMITS.addressMax,
  productName: QUALITY_LIMITS.textMax,
  steelmakingLine: QUALITY_LIMITS.textMax,
  rollingLine: QUALITY_LIMITS.textMax,
  contactName: 50,
  contactInfo: QUALITY_LIMITS.textMax,
};

/** The application form of spec §3, each field checked in the browser by the contract's own rule. */
export function ApplicationForm({
  initial,
  submitting,
  onSubmit,
}: {
  initial: Partial<ApplicationValues>;
  submitting: boolean;
  onSubmit: (values: ApplicationValues) => void;
}) {
  const { t } = useTranslation(['qualitySimulation', 'quality']);
  const [form] = Form.useForm<ApplicationValues>();
  return (
    <Form<ApplicationValues> form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} style={{ maxWidth: 720 }} data-testid="quality-apply-form">
      <Form.Item name="userType" label={t('apply.field.userType')} required rules={[zodRule(field.userType)]}>
        <RequiredSelect
          placeholder={t('apply.choose')}
          data-testid="quality-apply-userType"
          options={QUALITY_USER_TYPES.map((type) => ({ value: type, label: t(`quality:userType.${type}`) }))}
        />
      </Form.Item>
      {TEXT_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`apply.field.${name}`)} required rules={[zodRule(field[name])]} extra={name === 'creditCode' ? t('apply.creditCodeHint') : undefined}>
          {name === 'address' ? <Input.TextArea autoSize maxLength={MAX[name]} data-testid={`quality-apply-${name}`} /> : <Input maxLength={MAX[name]} data-testid={`quality-apply-${name}`} />}
        </Form.Item>
      ))}
      <Form.Item name="year" label={t('apply.field.year')} required rules={[zodRule(field.year)]} extra={t('apply.yearHint')}>
        <InputNumber min={QUALITY_LIMITS.firstYear} max={2100} precision={0} data-testid="quality-apply-year" />
      </Form.Item>
      <Form.Item name="instructions" label={t('apply.field.instructions')} rules={[zodRule(field.instructions)]}>
        <Input.TextArea rows={3} maxLength={QUALITY_LIMITS.instructionsMax} showCount data-testid="quality-apply-instructions" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="quality-apply-submit">
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
