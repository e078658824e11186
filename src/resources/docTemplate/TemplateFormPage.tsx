import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Skeleton, Space, TreeSelect } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { docAdmin, docTemplateProblem, DOC_BLOCK_KINDS, DOC_FIELD_KINDS, type TemplateInput } from '@contract/endpoints/documents';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { directoryOptions, usePageLanguage } from '../../portal/documents/text';
import { DOC_TEMPLATE_ROUTE } from './index';

type Values = Required<Pick<TemplateInput, 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn' | 'fields' | 'blocks'>> & { directoryId: number | null };
const KEY = /^[a-z][a-zA-Z0-9]*$/;

/** Create (`/create`) or change (`/edit/:id`) a template: names, descriptions, fields and blocks as lists. */
export default function TemplateFormPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const tree = useRemote((signal) => call(docAdmin.dirTree, {}, { signal }), 'tree');
  const record = useRemote((signal) => (id ? call(docAdmin.get, { id }, { signal }) : Promise.resolve(undefined)), `template#${id}`);
  useEffect(() => {
    if (record.data) form.setFieldsValue(record.data);
  }, [record.data, form]);
  const back = () => void navigate(DOC_TEMPLATE_ROUTE);
  if (id !== undefined && record.loading) return <Skeleton active />;
  if (id !== undefined && record.error !== undefined) return <Alert type="error" showIcon message={text('docTemplateNotFound')} action={<Button onClick={back}>{t('templates.back')}</Button>} />;

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const found = docTemplateProblem(values.fields ?? [], (values.blocks ?? []).map((block) => ({ textZh: '', textEn: '', fieldKeys: [], ...block })));
    setProblem(found ? text(found.message, { key: found.key }) : undefined);
    if (found) return;
    setSaving(true);
    const saved = await call(docAdmin.save, { ...values, id, directoryId: values.directoryId ?? null }).catch(() => undefined);
    setSaving(false);
    if (!saved) return;
    void message.success(text('saveSuccessful'));
    back();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ directoryId: Number(search.get('directoryId')) || null, fields: [], blocks: [{ kind: 'heading', textZh: '', textEn: '', fieldKeys: [] }] }}
      data-testid="doc-template-form"
    >
      <Card title={id ? t('admin.edit') : t('admin.create')} extra={<Button onClick={back}>{t('templates.back')}</Button>}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="nameZh" label={t('admin.nameZh')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('admin.nameEn')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="descriptionZh" label={t('admin.descriptionZh')} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="descriptionEn" label={t('admin.descriptionEn')} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="directoryId" label={t('admin.directory')}>
              <TreeSelect allowClear treeDefaultExpandAll treeData={directoryOptions(tree.data ?? [], language)} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('admin.fields')} style={{ marginTop: 16 }}>
        <Form.List name="fields">
          {(items, { add, remove }) => (
            <>
              {items.map(({ key, name }) => (
                <Space key={key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[name, 'key']} rules={[{ required: true, pattern: KEY, message: text('docFieldKeyInvalid') }]}>
                    <Input placeholder={t('admin.key')} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'labelZh']}>
                    <Input placeholder={t('admin.labelZh')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'labelEn']}>
                    <Input placeholder={t('admin.labelEn')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'kind']} initialValue="text">
                    <Select aria-label={t('admin.fieldKind')} style={{ width: 110 }} options={DOC_FIELD_KINDS.map((value) => ({ value, label: t(`admin.kinds.${value}`) }))} />
                  </Form.Item>
                  <Form.Item name={[name, 'options']}>
                    <Select mode="tags" aria-label={t('admin.options')} placeholder={t('admin.options')} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'max']}>
                    <InputNumber min={1} max={5000} placeholder={t('admin.max')} />
                  </Form.Item>
                  <Form.Item name={[name, 'required']} valuePropName="checked" initialValue={false}>
                    <Checkbox>{t('admin.required')}</Checkbox>
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(name)} aria-label={t('admin.delete')} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'text', required: false, options: [], max: null })}>
                {t('admin.addField')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card title={t('admin.blocks')} style={{ marginTop: 16 }}>
        <p>{t('admin.blocksHint', { example: '{{key}}', interpolation: { escapeValue: false } })}</p>
        <Form.List name="blocks">
          {(items, { add, remove }) => (
            <>
              {items.map(({ key, name }) => (
                <Space key={key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[name, 'kind']} initialValue="paragraph">
                    <Select aria-label={t('admin.blockKind')} style={{ width: 120 }} options={DOC_BLOCK_KINDS.map((value) => ({ value, label: t(`admin.blockKinds.${value}`) }))} />
                  </Form.Item>
                  <Form.Item name={[name, 'textZh']}>
                    <Input.TextArea rows={2} placeholder={t('admin.textZh')} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'textEn']}>
                    <Input.TextArea rows={2} placeholder={t('admin.textEn')} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'fieldKeys']}>
                    <Select mode="tags" aria-label={t('admin.fieldKeys')} placeholder={t('admin.fieldKeys')} style={{ width: 200 }} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(name)} aria-label={t('admin.delete')} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'paragraph', textZh: '', textEn: '', fieldKeys: [] })}>
                {t('admin.addBlock')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 16 }} />}
      <Button type="primary" loading={saving} onClick={() => void save()} style={{ marginTop: 16 }} data-testid="doc-template-save">
        {t('admin.save')}
      </Button>
    </Form>
  );
}
