import { useState } from 'react';
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myProducts, type ProductDetail, type ProductInput } from '@contract/endpoints/recommendedProduct';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { ProductHistory } from '../shared/ProductHistory';
import { ProductForm } from './ProductForm';
import { PRODUCTS_RESOURCE, productPaths } from './index';

/** The id being edited: `/edit/:id` of the console route, or `?id=` of /my/businessRecommendProductAdd. */
function useEditedId() {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id');
  const id = raw ? Number(raw) : undefined;
  return id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Create or edit a product (Refine's form over the resource: the server's field errors land on the fields), then
 * save it as a draft, or save it and submit it for review. What can be done follows the server's `nextActions`.
 */
export default function ProductFormPage() {
  const { t } = useTranslation('cloud');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useEditedId();
  const { form, formProps, onFinish, query } = useForm<ProductDetail, HttpError, ProductInput>({
    resource: PRODUCTS_RESOURCE,
    action: id === undefined ? 'create' : 'edit',
    id,
    redirect: false,
    // The http client has shown a failure; success is shown once the whole save (and submit) is done.
    successNotification: false,
    errorNotification: false,
  });
  const submit = useAction(myProducts.submitProduct, { invalidates: [PRODUCTS_RESOURCE] });
  const [saving, setSaving] = useState<'draft' | 'submit'>();
  const product = query?.data?.data;
  const back = () => void navigate(productPaths.list);

  const save = async (andSubmit: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(andSubmit ? 'submit' : 'draft');
    const saved = await onFinish(values).catch(() => undefined);
    const savedId = (saved?.data as ProductDetail | undefined)?.id;
    const done = savedId !== undefined && (!andSubmit || (await submit.run({ id: savedId })) !== undefined);
    setSaving(undefined);
    if (!done) return;
    void message.success(andSubmit ? t('manage.submitted') : text('saveSuccessful'));
    back();
  };

  if (id !== undefined && query?.isLoading) return <Skeleton active />;
  if (id !== undefined && !product) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('manage.back')}</Button>} />;
  const actions = product?.nextActions ?? ['edit', 'submit'];
  const editable = actions.includes('edit') || actions.includes('revise');

  return (
    <Card title={id ? t('manage.editTitle') : t('manage.createTitle')} extra={<Button onClick={back}>{t('manage.back')}</Button>}>
      {product?.state === 'pending' && <Alert type="info" showIcon message={t('manage.underReview')} style={{ marginBottom: 16 }} />}
      {product?.state === 'rejected' && (
        <Alert type="error" showIcon message={t('manage.rejectedNotice', { reason: product.rejectReason })} style={{ marginBottom: 16 }} data-testid="product-rejected-notice" />
      )}
      {product?.state === 'approved' && <Alert type="warning" showIcon message={t('manage.approvedNotice')} style={{ marginBottom: 16 }} />}
      <ProductForm form={form} disabled={!editable} initialValues={id === undefined ? { specs: [{}] } : formProps.initialValues} />
      {editable && (
        <Space>
          <Button onClick={() => void save(false)} loading={saving === 'draft'} disabled={saving !== undefined} data-testid="product-save">
            {t('manage.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={saving === 'submit'} disabled={saving !== undefined} data-testid="product-save-submit">
            {t('manage.saveAndSubmit')}
          </Button>
        </Space>
      )}
      {product && <ProductHistory steps={product.history} />}
    </Card>
  );
}
