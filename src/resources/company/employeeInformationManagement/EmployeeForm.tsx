import { Alert, Form, Input, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fullNameField } from '@contract/endpoints/employees';
import { mobileField } from '@contract/endpoints/accountFields';
import { zodRule } from '../../../components/zodRule';

/** Full name, cellphone (only when adding) and group, checked with the server's schemas. */
export function EmployeeForm({ formProps, adding, groups }: { formProps: FormProps; adding: boolean; groups: { value: number; label: string }[] }) {
  const { t } = useTranslation('console');
  return (
    <Form {...formProps} layout="vertical" validateTrigger={['onBlur', 'onSubmit']}>
      <Alert type="info" showIcon message={adding ? t('employees.addHint') : t('employees.mobileFixed')} style={{ marginBottom: 16 }} />
      <Form.Item name="fullName" label={t('employees.fields.fullName')} rules={[zodRule(fullNameField)]} required>
        <Input maxLength={50} data-testid="employee-full-name" />
      </Form.Item>
      <Form.Item name="mobile" label={t('employees.fields.mobile')} rules={adding ? [zodRule(mobileField())] : []} required={adding}>
        <Input maxLength={11} disabled={!adding} data-testid="employee-mobile" />
      </Form.Item>
      <Form.Item name="groupId" label={t('employees.fields.group')}>
        <Select allowClear options={groups} placeholder={t('employees.noGroup')} data-testid="employee-group" />
      </Form.Item>
    </Form>
  );
}
