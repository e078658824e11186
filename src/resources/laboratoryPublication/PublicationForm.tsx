import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_INPUTS, PUBLICATION_LIMITS, type PublicationKind } from '@contract/endpoints/labPublication';
import { PictureUpload } from '../../components/upload/PictureUpload';
import { clearErrorsOnChange } from '../../components/formErrors';
import { zodRule } from '../../components/zodRule';
import { LabFileUpload } from './LabFileUpload';

const L = PUBLICATION_LIMITS;

/** The fields of one kind, checked in the browser with the schemas the server applies. */
export function PublicationForm({ form, kind, savedFileName, initialValues }: { form: FormInstance; kind: PublicationKind; savedFileName?: string; initialValues?: object }) {
  const { t } = useTranslation('labPublication');
  const shape = PUBLICATION_INPUTS[kind].shape as Record<string, Parameters<typeof zodRule>[0]>;
  const label = (field: string) => t(`labels.${kind}.${field}`);
  const has = (field: string) => field in shape;
  const picture = Form.useWatch('pictureId', form) as string | null | undefined;

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={clearErrorsOnChange(form)} style={{ maxWidth: 880 }}>
      <Form.Item name="kind" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="title" label={label('title')} rules={[zodRule(shape.title)]} required>
        <Input maxLength={L.titleMax} data-testid="publication-title" />
      </Form.Item>
      <Form.Item name="subtitle" label={label('subtitle')} rules={[zodRule(shape.subtitle)]} required>
        <Input maxLength={L.subtitleMax} placeholder={t(`placeholders.${kind}`)} data-testid="publication-subtitle" />
      </Form.Item>
      <Form.Item name="summary" label={label('summary')} rules={[zodRule(shape.summary)]} required={kind !== 'drawing'}>
        <Input.TextArea maxLength={L.summaryMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid="publication-summary" />
      </Form.Item>
      {has('body') && (
        <Form.Item name="body" label={label('body')} rules={[zodRule(shape.body)]} required={kind === 'case' || kind === 'person'} extra={t('manage.bodyHint')}>
          <Input.TextArea maxLength={L.bodyMax} showCount autoSize={{ minRows: 6, maxRows: 20 }} data-testid="publication-body" />
        </Form.Item>
      )}
      {has('fileId') && (
        <Form.Item name="fileId" label={label('file')} rules={[zodRule(shape.fileId)]} required>
          <LabFileUpload drawing={kind === 'drawing'} savedName={savedFileName} hint={t(kind === 'drawing' ? 'manage.drawingFileHint' : 'manage.documentFileHint')} />
        </Form.Item>
      )}
      {has('pictureId') && (
        <Form.Item label={label('picture')} extra={t('manage.pictureHint')}>
          <Space align="start">
            <Form.Item name="pictureId" noStyle rules={[zodRule(shape.pictureId)]}>
              <PictureUpload purpose="labPicture" />
            </Form.Item>
            {picture && (
              <Button type="link" onClick={() => form.setFieldValue('pictureId', null)} data-testid="publication-remove-picture">
                {t('manage.removePicture')}
              </Button>
            )}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
