import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Skeleton, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myProducts, type Product, type ProductInput } from '@contract/endpoints/recommendedProduct';
import { useEndpoint } from '../../../components/useEndpoint';
import { call, type ApiError } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { ProductForm } from './ProductForm';
import { productPaths } from './index';

/** The id being edited: `/edit/:id` of the console route, or `?id=` of /my/businessRecommendProductAdd. */
function useEditedId() {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id');
  const id = raw ? Number(raw) : undefined;
  return id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Server field errors (`specs.0.price`) onto the form's fields. */
const fieldErrors = (error: ApiError) =>
  Object.entries(error.errors ?? {}).map(([field, msg]) => ({
    name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [String(msg)],
  }));

/** Create or edit a product: save as a draft, or save and submit it for review. */
export default function ProductFormPage() {
  const { t } = useTranslation('cloud');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useEditedId();
  const [form] = Form.useForm();
  const { data: product, loading, failed } = useEndpoint(myProducts.getProduct, id === undefined ? null : { id });
  const [saving, setSaving] = useState<'draft' | 'submit'>();

  useEffect(() => {
    if (product) form.setFieldsValue(product);
    else if (id === undefined) form.setFieldsValue({ specs: [{}] });
  }, [form, product, id]);

  const save = async (submit: boolean) => {
    let values: ProductInput;
    try {
      values = (await form.validateFields()) as ProductInput;
    } catch {
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const saved: Product = await call(myProducts.saveProduct, { ...values, ...(id ? { id } : {}) });
      if (submit) await call(myProducts.submitProduct, { id: saved.id });
      void message.success(submit ? t('manage.submitted') : text('saveSuccessful'));
      void navigate(productPaths.list);
    } catch (error) {
      form.setFields(fieldErrors(error as ApiError));
    } finally {
      setSaving(undefined);
    }
  };

  if (id !== undefined && loading) return <Skeleton active />;
  if (id !== undefined && failed) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={() => void navigate(productPaths.list)}>{t('manage.back')}</Button>} />;
  const locked = product?.state === 'pending';

  return (
    <Card title={id ? t('manage.editTitle') : t('manage.createTitle')} extra={<Button onClick={() => void navigate(productPaths.list)}>{t('manage.back')}</Button>}>
      {product?.state === 'pending' && <Alert type="info" showIcon message={t('manage.underReview')} style={{ marginBottom: 16 }} />}
      {product?.state === 'rejected' && (
        <Alert type="error" showIcon message={t('manage.rejectedNotice', { reason: product.rejectReason })} style={{ marginBottom: 16 }} data-testid="product-rejected-notice" />
      )}
      {product?.state === 'approved' && <Alert type="warning" showIcon message={t('manage.approvedNotice')} style={{ marginBottom: 16 }} />}
      <ProductForm form={form} disabled={locked} />
      {!locked && (
        <Space>
          <Button onClick={() => void save(false)} loading={saving === 'draft'} disabled={saving !== undefined} data-testid="product-save">
            {t('manage.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={saving === 'submit'} disabled={saving !== undefined} data-testid="product-save-submit">
            {t('manage.saveAndSubmit')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
