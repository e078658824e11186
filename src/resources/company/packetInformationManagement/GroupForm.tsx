import { Form, Input, InputNumber, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_LIMITS, groupInput } from '@contract/endpoints/company';
import { zodRule } from '../../../components/zodRule';

const fields = groupInput.shape;

export function GroupForm({ formProps }: { formProps: FormProps }) {
  const { t } = useTranslation('console');
  return (
    <Form {...formProps} layout="vertical" validateTrigger={['onBlur', 'onSubmit']} initialValues={{ sort: 0, ...formProps.initialValues }}>
      <Form.Item name="name" label={t('groups.fields.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={COMPANY_LIMITS.groupNameMax} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="sort" label={t('groups.fields.sort')} rules={[zodRule(fields.sort)]}>
        <InputNumber min={0} max={COMPANY_LIMITS.groupSortMax} precision={0} style={{ width: 160 }} data-testid="group-sort" />
      </Form.Item>
    </Form>
  );
}
