import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { docPublic, inputProblem, type DocField, type DocFormat, type DocLanguage, type TemplateDetail } from '@contract/endpoints/documents';
import { fileNameOf, saveBlob } from '../../components/download/saveBlob';
import { readToken } from '../../providers/cookies';
import { callFile } from '../../providers/http';
import { message } from '../../providers/i18n';
import { shown } from './text';

type Values = Record<string, string | number | Dayjs | null | undefined>;

/** The form value of a field as the text the server reads ('2026-03-01' for a date, digits for a number). */
const textOf = (value: Values[string]) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'format' in value) return value.format('YYYY-MM-DD');
  return String(value);
};

/** The props antd's Form.Item hands its control (its id, value and onChange): passed on to the input it renders. */
type ItemProps = Record<string, unknown>;

function Control({ field, language, ...item }: { field: DocField; language: DocLanguage } & ItemProps) {
  const { t } = useTranslation('documents');
  if (field.kind === 'textarea') return <Input.TextArea {...item} rows={3} maxLength={field.max ?? undefined} showCount={field.max !== null} />;
  if (field.kind === 'number') return <InputNumber {...item} style={{ width: 200 }} stringMode />;
  if (field.kind === 'date') return <DatePicker {...item} />;
  if (field.kind === 'select') return <Select {...item} style={{ maxWidth: 360 }} placeholder={t('generate.selectPlaceholder')} options={field.options.map((option) => ({ value: option, label: option }))} />;
  return <Input {...item} maxLength={field.max ?? undefined} aria-label={shown(language, field.labelZh, field.labelEn)} />;
}

/**
 * A form generated from a template's fields, checked in the browser by the contract's `inputProblem` (the rule the
 * server applies); Generate downloads the DOCX or PDF.
 */
export function GenerateForm({ template, language }: { template: TemplateDetail; language: DocLanguage }) {
  const { t } = useTranslation('documents');
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values & { documentLanguage: DocLanguage; format: DocFormat }>();
  const [busy, setBusy] = useState(false);
  const signedIn = readToken() !== '';

  const submit = async (values: Values & { documentLanguage: DocLanguage; format: DocFormat }) => {
    const inputs = Object.fromEntries(template.fields.map((field) => [field.key, textOf(values[field.key])]).filter(([, value]) => value !== ''));
    setBusy(true);
    try {
      const { blob, headers } = await callFile(docPublic.fileGener, { id: template.id, language: values.documentLanguage, format: values.format, inputs });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${shown(values.documentLanguage, template.nameZh, template.nameEn)}.${values.format}`);
      void toast.success(t('generate.done'));
    } catch {
      // The http client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ documentLanguage: language, format: 'docx' }} data-testid="generate-form">
      {template.fields.map((field) => (
        <Form.Item
          key={field.key}
          name={field.key}
          label={shown(language, field.labelZh, field.labelEn)}
          required={field.required}
          rules={[
            {
              validator: async (_rule, value: Values[string]) => {
                const problem = inputProblem(field, textOf(value), language);
                if (problem) throw new Error(message(problem.message, problem.params));
              },
            },
          ]}
        >
          <Control field={field} language={language} />
        </Form.Item>
      ))}
      <Space size="large" wrap>
        <Form.Item name="documentLanguage" label={t('generate.language')}>
          <Radio.Group options={[{ value: 'zh', label: t('generate.zh') }, { value: 'en', label: t('generate.en') }]} />
        </Form.Item>
        <Form.Item name="format" label={t('generate.format')}>
          <Radio.Group options={[{ value: 'docx', label: 'Word (.docx)' }, { value: 'pdf', label: 'PDF' }]} />
        </Form.Item>
      </Space>
      {!signedIn && <Alert type="info" showIcon message={t('generate.signIn')} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={busy} disabled={!signedIn} data-testid="generate-submit">
        {t('generate.submit')}
      </Button>
    </Form>
  );
}
