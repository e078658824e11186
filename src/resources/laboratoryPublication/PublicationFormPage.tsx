import { useState } from 'react';
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_KINDS, type LabPublication, type PublicationInput, type PublicationKind } from '@contract/endpoints/labPublication';
import { message as text } from '../../providers/i18n';
import { PublicationForm } from './PublicationForm';
import { PUBLICATIONS_RESOURCE, publicationPaths } from './index';

const kindOf = (raw: string | null | undefined): PublicationKind | undefined =>
  (PUBLICATION_KINDS as readonly string[]).includes(raw ?? '') ? (raw as PublicationKind) : undefined;

/**
 * Publish a new case, drawing, person or document (`/create?kind=`), or change one (`/edit/:id`, its kind stays):
 * Refine's form over the resource, so the server's field errors land on the fields.
 */
export default function PublicationFormPage() {
  const { t } = useTranslation('labPublication');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const [saving, setSaving] = useState(false);
  const { form, formProps, onFinish, query } = useForm<LabPublication, HttpError, PublicationInput>({
    resource: PUBLICATIONS_RESOURCE,
    action: id === undefined ? 'create' : 'edit',
    id,
    redirect: false,
    successNotification: false,
    errorNotification: false,
  });
  const record = query?.data?.data;
  const kind = id === undefined ? (kindOf(search.get('kind')) ?? 'case') : record?.kind;
  const back = () => void navigate(publicationPaths.list(kind ?? 'case'));

  if (id !== undefined && query?.isLoading) return <Skeleton active />;
  if (id !== undefined && !record) return <Alert type="error" showIcon message={text('publicationNotFound')} action={<Button onClick={back}>{t('manage.back')}</Button>} />;
  if (!kind) return <Skeleton active />;

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    const saved = await onFinish({ ...values, kind } as PublicationInput).catch(() => undefined);
    setSaving(false);
    if (!saved) return;
    void message.success(text('saveSuccessful'));
    back();
  };

  const kindName = t(`kinds.${kind}`);
  return (
    <Card
      title={id === undefined ? t('manage.createTitle', { kind: kindName }) : t('manage.editTitle', { kind: kindName })}
      extra={<Button onClick={back}>{t('manage.back')}</Button>}
    >
      <PublicationForm
        key={kind}
        form={form}
        kind={kind}
        savedFileName={record?.file?.name}
        initialValues={id === undefined ? { kind, pictureId: null } : formProps.initialValues}
      />
      <Space>
        <Button type="primary" onClick={() => void save()} loading={saving} data-testid="publication-save">
          {t('manage.save')}
        </Button>
        <Button onClick={back}>{t('manage.back')}</Button>
      </Space>
    </Card>
  );
}
