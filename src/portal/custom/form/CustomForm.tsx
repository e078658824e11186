import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomLabels } from '../../../components/customization';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { StoredFilesUpload } from '../../../components/upload/StoredFilesUpload';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { CUSTOM_LIMITS, customization, MSG, type CustomOrderDetail, type CustomTypeLists } from '../endpoints';
import { AddressField } from './AddressField';
import { BaseGradesSelect, type KnownGrade } from './BaseGradesSelect';
import { toSaveInput, type CustomFormValues } from './model';
import { deliveryDateRule, FORM_RULES, notAfterToday } from './rules';
import { CompositionRows, DimensionRows, PropertyRows } from './TargetRows';
import { TypeField } from './TypeField';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const textMax = { show: true, max: CUSTOM_LIMITS.textMax };

interface Props {
  lists: CustomTypeLists;
  initialValues: CustomFormValues;
  /** The grades `initialValues` names (a link's preselection, a saved request). */
  knownGrades: KnownGrade[];
  /** Set when changing a saved request. */
  editId?: number;
  onSaved: (saved: CustomOrderDetail) => void;
}

/**
 * The customization request (spec §2): one page of sections, checked in the browser with the contract's rules and
 * saved through `material/custom/save` (new, or a change under pre-review).
 */
export function CustomForm({ lists, initialValues, knownGrades, editId, onSaved }: Props) {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  const [form] = Form.useForm<CustomFormValues>();
  const [saving, setSaving] = useState(false);
  const addresses = useRemote((signal) => call(customization.address, {}, { signal }), 'addresses');

  // A new request goes to the default address until the user picks another.
  useEffect(() => {
    const first = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
    if (first && form.getFieldValue('addressId') === undefined) form.setFieldValue('addressId', first.id);
  }, [addresses.data, form]);

  const submit = async (values: CustomFormValues) => {
    setSaving(true);
    try {
      const saved = await call(customization.save, toSaveInput(values, editId));
      notify('success', message(MSG.customSaved));
      onSaved(saved);
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CustomFormValues>
      form={form}
      layout="vertical"
      className="at-custom__form"
      initialValues={initialValues}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
      data-testid="custom-form"
    >
      <Card title={t('sections.type')} className="at-custom__section">
        <Form.Item name="type" label={t('fields.type')} rules={FORM_RULES.type} required>
          <TypeField types={lists.types} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} rules={FORM_RULES.name} required>
          <Input count={textMax} placeholder={t('placeholders.name')} data-testid="custom-name" />
        </Form.Item>
      </Card>

      <Card title={t('sections.targets')} className="at-custom__section">
        <Form.Item name="baseGradeIds" label={t('fields.baseGrades')} extra={t('hints.baseGrades')} rules={FORM_RULES.baseGradeIds}>
          <BaseGradesSelect known={knownGrades} />
        </Form.Item>
        <Form.Item label={t('fields.composition')} extra={t('hints.composition')}>
          <CompositionRows />
        </Form.Item>
        <Form.Item label={t('fields.properties')}>
          <PropertyRows properties={lists.properties} />
        </Form.Item>
      </Card>

      <Card title={t('sections.shape')} className="at-custom__section">
        <Form.Item name="shape" label={t('fields.shape')} rules={FORM_RULES.shape} required>
          <RequiredSelect options={lists.shapes.map((shape) => ({ value: shape, label: labels.shape(shape) }))} style={{ maxWidth: 240 }} data-testid="custom-shape" />
        </Form.Item>
        <Form.Item label={t('fields.dimensions')}>
          <DimensionRows dimensions={lists.dimensions} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="quantity" label={t('fields.quantity')} rules={FORM_RULES.quantity} required>
            <InputNumber min={0} max={CUSTOM_LIMITS.quantityMax} style={{ width: 200 }} data-testid="custom-quantity" />
          </Form.Item>
          <Form.Item name="quantityUnit" label={t('fields.quantityUnit')} rules={FORM_RULES.quantityUnit} required>
            <RequiredSelect options={lists.quantityUnits.map((unit) => ({ value: unit, label: labels.unit(unit) }))} style={{ width: 120 }} data-testid="custom-quantity-unit" />
          </Form.Item>
        </Space>
      </Card>

      <Card title={t('sections.delivery')} className="at-custom__section">
        <Form.Item name="deliveryDate" label={t('fields.deliveryDate')} rules={[deliveryDateRule]} required>
          <DatePicker disabledDate={notAfterToday} data-testid="custom-delivery-date" />
        </Form.Item>
        <Form.Item name="addressId" label={t('fields.address')} rules={FORM_RULES.addressId} required>
          <AddressField addresses={addresses.data ?? addresses.latest} onReload={addresses.reload} />
        </Form.Item>
      </Card>

      <Card title={t('sections.application')} className="at-custom__section">
        <Form.Item name="application" label={t('fields.application')} rules={FORM_RULES.application} required>
          <Input count={textMax} placeholder={t('placeholders.application')} data-testid="custom-application" />
        </Form.Item>
        <Form.Item name="remarks" label={t('fields.remarks')} rules={FORM_RULES.remarks}>
          <Input count={textMax} placeholder={t('placeholders.remarks')} data-testid="custom-remarks" />
        </Form.Item>
        <Form.Item name="attachments" label={t('fields.attachments')}>
          <StoredFilesUpload purpose="customFile" max={CUSTOM_LIMITS.attachmentsMax} hint={t('hints.attachments')} testPrefix="custom-attachments" />
        </Form.Item>
      </Card>

      <div className="at-custom__submit">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="custom-submit">
          {editId ? t('actions.save') : t('actions.submit')}
        </Button>
      </div>
    </Form>
  );
}
