import { Cascader, Checkbox, Form, Input, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressInput } from '@contract/endpoints/address';
import { zodRule } from '../../components/zodRule';
import { DIVISION_OPTIONS } from './divisions';

const fields = addressInput.shape;

/** The address fields, checked in the browser with the schemas the server applies. */
export function AddressForm({ formProps }: { formProps: FormProps }) {
  const { t } = useTranslation('console');
  return (
    <Form {...formProps} layout="vertical" validateTrigger={['onBlur', 'onSubmit']}>
      <Form.Item name="consignee" label={t('deliveryAddress.fields.consignee')} rules={[zodRule(fields.consignee)]} required>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="telephone" label={t('deliveryAddress.fields.telephone')} rules={[zodRule(fields.telephone)]} required>
        <Input maxLength={24} autoComplete="tel" placeholder={t('deliveryAddress.telephoneHint')} />
      </Form.Item>
      <Form.Item name="location" label={t('deliveryAddress.fields.location')} rules={[zodRule(fields.location)]} required>
        <Cascader options={DIVISION_OPTIONS} showSearch placeholder={t('deliveryAddress.locationHint')} />
      </Form.Item>
      <Form.Item name="detail" label={t('deliveryAddress.fields.detail')} rules={[zodRule(fields.detail)]} required>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('deliveryAddress.fields.isDefault')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
