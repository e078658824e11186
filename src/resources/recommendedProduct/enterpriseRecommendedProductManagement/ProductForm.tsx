import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, PRODUCT_TYPES, productInput, productSpec } from '@contract/endpoints/recommendedProduct';
import { MSG } from '@contract/messages';
import { PictureUpload } from '../../../components/upload/PictureUpload';
import { zodRule } from '../../../components/zodRule';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { message } from '../../../providers/i18n';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const fields = productInput.shape;
const specFields = productSpec.shape;

/** The rows of shape / specification / price: at least one, at most 20. */
const specsRule = {
  validator: async (_: unknown, rows: unknown[] | undefined) => {
    if (!rows || rows.length === 0) throw new Error(message(MSG.productSpecsRequired));
    if (rows.length > PRODUCT_LIMITS.specsMax) throw new Error(message(MSG.productSpecsMax));
  },
};

/** The product's fields, checked in the browser with the schemas the server applies. */
export function ProductForm({ form, disabled, initialValues }: { form: FormInstance; disabled: boolean; initialValues?: object }) {
  const { t } = useTranslation('cloud');
  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={initialValues} onValuesChange={clearErrorsOnChange(form)} style={{ maxWidth: 880 }}>
      <Form.Item name="name" label={t('product.fields.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={PRODUCT_LIMITS.nameMax} data-testid="product-name" />
      </Form.Item>
      <Form.Item name="type" label={t('product.fields.type')} rules={[zodRule(fields.type)]} required>
        <RequiredSelect
          data-testid="product-type"
          options={PRODUCT_TYPES.map((value) => ({ value, label: t(`product.types.${value}`) }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item label={t('product.fields.specs')} required>
        <Form.List name="specs" rules={[specsRule]}>
          {(rows, { add, remove }, { errors }) => (
            <>
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline" wrap data-testid={`product-spec-${index}`}>
                  <Form.Item name={[row.name, 'shape']} rules={[zodRule(specFields.shape)]}>
                    <Input placeholder={t('product.fields.shape')} aria-label={t('product.fields.shape')} maxLength={PRODUCT_LIMITS.shapeMax} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'specification']} rules={[zodRule(specFields.specification)]}>
                    <Input
                      placeholder={t('product.fields.specification')}
                      aria-label={t('product.fields.specification')}
                      maxLength={PRODUCT_LIMITS.specificationMax}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'price']} rules={[zodRule(specFields.price)]}>
                    <InputNumber
                      placeholder={t('product.fields.price')}
                      aria-label={t('product.fields.price')}
                      min={0}
                      max={PRODUCT_LIMITS.priceMax}
                      step={0.01}
                      style={{ width: 160 }}
                    />
                  </Form.Item>
                  {rows.length > 1 && (
                    <Button type="text" icon={<DeleteOutlined />} aria-label={t('manage.removeSpec')} onClick={() => remove(row.name)} />
                  )}
                </Space>
              ))}
              {rows.length < PRODUCT_LIMITS.specsMax && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="product-add-spec">
                  {t('manage.addSpec')}
                </Button>
              )}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="pictureId" label={t('product.fields.picture')} rules={[zodRule(fields.pictureId)]} required>
        <PictureUpload disabled={disabled} />
      </Form.Item>
      <Form.Item name="introduction" label={t('product.fields.introduction')} rules={[zodRule(fields.introduction)]} required>
        <Input.TextArea
          maxLength={PRODUCT_LIMITS.introductionMax}
          showCount
          autoSize={{ minRows: 4, maxRows: 12 }}
          placeholder={t('manage.introductionHint')}
          data-testid="product-introduction"
        />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item name="unit" label={t('product.fields.unit')} rules={[zodRule(fields.unit)]} required>
          <Input maxLength={PRODUCT_LIMITS.unitMax} data-testid="product-unit" />
        </Form.Item>
        <Form.Item name="priceUnit" label={t('product.fields.priceUnit')} rules={[zodRule(fields.priceUnit)]} required>
          <Input maxLength={PRODUCT_LIMITS.unitMax} data-testid="product-price-unit" />
        </Form.Item>
      </Space>
    </Form>
  );
}
