import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { yuanToFen } from '../../../components/format/money';
import { PictureUpload } from '../../../components/upload/PictureUpload';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { MSG } from '@contract/messages';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { myServiceOffers, SERVICE_CATEGORY_KEYS, SERVICE_LIMITS, serviceOfferInput, type ServiceOfferDetail } from '../endpoints';
import { toSaveInput, type OfferFormValues } from './model';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const fields = serviceOfferInput.shape;
const L = SERVICE_LIMITS;

/** The price in yuan: empty (by negotiation), or 0 to the bound with at most two decimals. */
const priceRule: Rule = {
  validator: async (_rule, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    const fen = yuanToFen(value);
    if (fen === undefined || fen > L.priceMax) throw new Error(message(MSG.servicePriceInvalid));
  },
};

/**
 * A service offer's fields, checked in the browser with the contract's rules; saved as a draft, or saved and
 * submitted for review. `disabled` while the server offers no edit (under review).
 */
export function OfferForm({
  initialValues,
  editId,
  disabled = false,
  onSaved,
}: {
  initialValues: OfferFormValues;
  editId?: number;
  disabled?: boolean;
  onSaved: (offer: ServiceOfferDetail, submitted: boolean) => void;
}) {
  const { t } = useTranslation('serviceHall');
  const [form] = Form.useForm<OfferFormValues>();
  const [saving, setSaving] = useState<'draft' | 'submit'>();

  const save = async (andSubmit: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(andSubmit ? 'submit' : 'draft');
    try {
      const saved = await call(myServiceOffers.save, toSaveInput(values, editId));
      const result = andSubmit ? await call(myServiceOffers.submit, { id: saved.id }) : saved;
      notify('success', message(andSubmit ? MSG.serviceSubmitted : MSG.saveSuccessful));
      onSaved(result, andSubmit);
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Form<OfferFormValues>
      form={form}
      layout="vertical"
      className="at-hall__form"
      initialValues={initialValues}
      disabled={disabled}
      onValuesChange={clearErrorsOnChange(form)}
      scrollToFirstError
      data-testid="offer-form"
    >
      <Form.Item name="category" label={t('fields.category')} rules={[zodRule(fields.category)]} required>
        <RequiredSelect
          options={SERVICE_CATEGORY_KEYS.map((key) => ({ value: key, label: t(`categories.${key}.name`) }))}
          style={{ maxWidth: 320 }}
          data-testid="offer-category"
        />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={L.nameMax} showCount data-testid="offer-name" />
      </Form.Item>
      <Form.Item name="summary" label={t('fields.summary')} rules={[zodRule(fields.summary)]} extra={t('form.summaryHint')}>
        <Input.TextArea maxLength={L.summaryMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="offer-summary" />
      </Form.Item>
      <Form.Item name="introduction" label={t('fields.introduction')} rules={[zodRule(fields.introduction)]} required>
        <Input.TextArea
          maxLength={L.introductionMax}
          showCount
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder={t('form.introductionHint')}
          data-testid="offer-introduction"
        />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item name="price" label={t('fields.priceYuan')} rules={[priceRule]} extra={t('form.priceHint')}>
          <InputNumber min={0} step={0.01} precision={2} style={{ width: 200 }} data-testid="offer-price-input" />
        </Form.Item>
        <Form.Item name="priceUnit" label={t('fields.priceUnit')} rules={[zodRule(fields.priceUnit)]} extra={t('form.priceUnitHint')}>
          <Input maxLength={L.priceUnitMax} data-testid="offer-price-unit" />
        </Form.Item>
        <Form.Item name="region" label={t('fields.region')} rules={[zodRule(fields.region)]}>
          <Input maxLength={L.regionMax} data-testid="offer-region" />
        </Form.Item>
      </Space>
      <Space wrap size="large" align="start">
        <Form.Item name="contactName" label={t('fields.contactName')} rules={[zodRule(fields.contactName)]} required>
          <Input maxLength={L.contactNameMax} data-testid="offer-contact-name" />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('fields.contactPhone')} rules={[zodRule(fields.contactPhone)]} required>
          <Input maxLength={L.contactPhoneMax} data-testid="offer-contact-phone" />
        </Form.Item>
      </Space>
      <Form.Item name="pictureId" label={t('fields.picture')}>
        <PictureUpload purpose="servicePicture" disabled={disabled} />
      </Form.Item>
      {!disabled && (
        <Space>
          <Button onClick={() => void save(false)} loading={saving === 'draft'} disabled={saving !== undefined} data-testid="offer-save">
            {t('form.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={saving === 'submit'} disabled={saving !== undefined} data-testid="offer-save-submit">
            {t('form.saveAndSubmit')}
          </Button>
        </Space>
      )}
    </Form>
  );
}
