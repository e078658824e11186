import { Form, Input, InputNumber, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseStandardInput, YEAR_MAX, YEAR_MIN } from '@contract/endpoints/enterpriseStandard';
import { COUNTRIES } from '@contract/endpoints/materials';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { zodRule } from '../../../components/zodRule';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const fields = enterpriseStandardInput.shape;

/**
 * The fields of a standard, checked with the server's schema. The system name and code are the company's
 * one standard system: filled in from it, and the server refuses a second one.
 */
export function StandardForm({ formProps, systemFixed }: { formProps: FormProps; systemFixed: boolean }) {
  const { t } = useTranslation('enterpriseStandard');
  return (
    <Form {...formProps} layout="vertical" validateTrigger={['onBlur', 'onSubmit']}>
      <Form.Item name="number" label={t('standard.number')} rules={[zodRule(fields.number)]} required extra={t('standard.numberHint')}>
        <Input maxLength={50} data-testid="standard-number" />
      </Form.Item>
      <Form.Item name="name" label={t('standard.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={200} data-testid="standard-name" />
      </Form.Item>
      <Form.Item name="year" label={t('standard.year')} rules={[zodRule(fields.year)]} required>
        <InputNumber min={YEAR_MIN} max={YEAR_MAX} precision={0} style={{ width: '100%' }} data-testid="standard-year" />
      </Form.Item>
      <Form.Item name="issuer" label={t('standard.issuer')} rules={[zodRule(fields.issuer)]} required>
        <Input maxLength={60} data-testid="standard-issuer" />
      </Form.Item>
      <Form.Item name="country" label={t('standard.country')} rules={[zodRule(fields.country)]} required>
        <RequiredSelect
          data-testid="standard-country"
          options={COUNTRIES.map((value) => ({ value, label: countryLabel(value, t) }))}
        />
      </Form.Item>
      <Form.Item
        name="systemName"
        label={t('standard.systemName')}
        rules={[zodRule(fields.systemName)]}
        required
        extra={systemFixed ? t('standard.systemFixed') : t('standard.systemHint')}
      >
        <Input maxLength={100} disabled={systemFixed} data-testid="standard-system-name" />
      </Form.Item>
      <Form.Item name="systemCode" label={t('standard.systemCode')} rules={[zodRule(fields.systemCode)]} required>
        <Input maxLength={40} disabled={systemFixed} data-testid="standard-system-code" />
      </Form.Item>
    </Form>
  );
}
