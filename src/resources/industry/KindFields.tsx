import type { ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_LIMITS, INDUSTRY_MODES, INDUSTRY_SECTORS, type IndustryKind } from '@contract/endpoints/industry';
import { kindFieldRule } from './entryFields';

const L = INDUSTRY_LIMITS;

/** The kind's own fields (`fields.*`), each checked by the contract's rules of the kind. */
export function KindFields({ kind }: { kind: IndustryKind }) {
  const { t } = useTranslation('industry');
  const form = Form.useFormInstance();
  /** One field: its label, its rule, the fields whose change re-checks it, its input (with test id `industry-field-<name>`). */
  const field = (name: string, label: string, input: ReactNode, options: { dependencies?: string[]; required?: boolean; extra?: string } = {}) => (
    <Form.Item
      key={name}
      name={['fields', name]}
      label={label}
      required={options.required}
      extra={options.extra}
      rules={[kindFieldRule(form, kind, name)]}
      dependencies={options.dependencies?.map((other) => ['fields', other])}
    >
      {input}
    </Form.Item>
  );
  const modes = INDUSTRY_MODES.map((value) => ({ value, label: t(`modes.${value}`) }));
  const tags = (name: string) => <Select mode="tags" maxCount={L.tagsMax} style={{ minWidth: 320 }} tokenSeparators={[',', '，']} data-testid={`industry-field-${name}`} />;

  if (kind === 'industrial')
    return (
      <Space wrap size="large" align="start">
        {field(
          'industry',
          t('fields.industry'),
          <Select options={INDUSTRY_SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) }))} style={{ width: 200 }} data-testid="industry-field-industry" />,
          { required: true },
        )}
        {field('materials', t('fields.materials'), tags('materials'), { extra: t('fields.tagsHint') })}
        {field('region', t('fields.region'), <Input maxLength={L.regionMax} data-testid="industry-field-region" />)}
      </Space>
    );
  if (kind === 'digital')
    return (
      <Space wrap size="large" align="start">
        {field('startDate', t('fields.startDate'), <DatePicker data-testid="industry-field-startDate" />, { required: true })}
        {field('endDate', t('fields.endDate'), <DatePicker data-testid="industry-field-endDate" />, { required: true, dependencies: ['startDate'] })}
        {field('signUpDeadline', t('fields.signUpDeadline'), <DatePicker data-testid="industry-field-signUpDeadline" />, { required: true, dependencies: ['endDate'] })}
        {field('hours', t('fields.hours'), <InputNumber min={0} max={L.hoursMax} precision={1} data-testid="industry-field-hours" />, { required: true })}
        {field('mode', t('fields.mode'), <Select options={modes} style={{ width: 180 }} data-testid="industry-field-mode" />, { required: true })}
        {field('location', t('fields.location'), <Input maxLength={L.locationMax} style={{ width: 280 }} data-testid="industry-field-location" />, { dependencies: ['mode'] })}
        {field('seats', t('fields.seats'), <InputNumber min={1} max={L.seatsMax} precision={0} data-testid="industry-field-seats" />, { required: true })}
        {field('feeFen', t('fields.feeYuan'), <InputNumber min={0} max={L.feeMax / 100} precision={2} data-testid="industry-field-fee" />, { required: true })}
      </Space>
    );
  return (
    <Space wrap size="large" align="start">
      {field('name', t('fields.name'), <Input maxLength={L.nameMax} data-testid="industry-field-name" />, { required: true })}
      {field('position', t('fields.position'), <Input maxLength={L.positionMax} data-testid="industry-field-position" />)}
      {field('organisation', t('fields.organisation'), <Input maxLength={L.organisationMax} style={{ width: 280 }} data-testid="industry-field-organisation" />)}
      {field('expertise', t('fields.expertise'), tags('expertise'), { extra: t('fields.tagsHint') })}
      {field('consultationMode', t('fields.consultationMode'), <Select options={modes} style={{ width: 180 }} data-testid="industry-field-consultationMode" />, { required: true })}
    </Space>
  );
}
