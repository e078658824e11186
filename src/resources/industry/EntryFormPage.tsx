import { useEffect, useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import { Alert, App, Button, Card, DatePicker, Divider, Form, InputNumber, Select, Skeleton, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KIND_API, INDUSTRY_KINDS, INDUSTRY_LIMITS, industrialInput, industryAdmin, type AdminIndustryEntry, type IndustryKind } from '@contract/endpoints/industry';
import { clearErrorsOnChange, showServerErrors } from '../../components/formErrors';
import { formatDateTime } from '../../components/format/dateTime';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call, type ApiError } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { BilingualTabs, CoverField } from '../../components/bilingualFields';
import { emptyFields, fromFields, toFields, type FormFields } from './entryFields';
import { KindFields } from './KindFields';
import { INDUSTRY_RESOURCE, industryPaths } from './index';

const shape = industrialInput.shape;
const kindOf = (raw: string | null): IndustryKind => (INDUSTRY_KINDS as readonly string[]).includes(raw ?? '') ? (raw as IndustryKind) : 'industrial';
const NEW_ENTRY = { titleZh: '', titleEn: '', summaryZh: '', summaryEn: '', bodyZh: '', bodyEn: '', coverFileId: null, sort: 0 };

interface Values {
  kind: IndustryKind;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  coverFileId: string | null;
  sort: number | null;
  fields: FormFields;
}

/**
 * Write a new entry (`/create?kind=`) or change one (`/edit/:id`; its kind stays): both languages in tabs, the
 * kind's own fields, then save as a draft, or save and publish now or at a chosen time.
 */
export default function EntryFormPage() {
  const { t } = useTranslation('industry');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [publishAt, setPublishAt] = useState<Dayjs | null>(null);
  const remote = useRemote((signal) => (id === undefined ? Promise.resolve(undefined) : call(industryAdmin.get, { id }, { signal })), `entry#${id}`);
  const record = remote.data;
  const publish = useAction(industryAdmin.publish, { success: t('manage.published'), invalidates: [INDUSTRY_RESOURCE] });
  const watched = Form.useWatch('kind', form);
  const kind = record?.kind ?? watched ?? kindOf(search.get('kind'));
  useEffect(() => {
    if (record) form.setFieldsValue({ ...record, fields: fromFields(record) });
  }, [record, form]);
  const back = () => void navigate(industryPaths.list(kind));

  if (id !== undefined && remote.loading) return <Skeleton active />;
  if (id !== undefined && !record) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('manage.back')}</Button>} />;

  /** Saves the form; answers the saved entry's id (undefined when the form or the server refused: the server's field errors are shown on the fields). */
  const save = async (): Promise<number | undefined> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return undefined;
    setSaving(true);
    const input = { ...NEW_ENTRY, ...values, id, kind, coverFileId: values.coverFileId ?? null, sort: values.sort ?? 0, fields: toFields(kind, values.fields) };
    const saved = await call(INDUSTRY_KIND_API[kind].save, input as never).catch((error: ApiError) => showServerErrors(form, error));
    setSaving(false);
    if (!saved) return undefined;
    await invalidate({ resource: INDUSTRY_RESOURCE, invalidates: ['resourceAll'] });
    return (saved as AdminIndustryEntry).id;
  };
  const saveOnly = async () => {
    const savedId = await save();
    if (savedId === undefined) return;
    void message.success(text('saveSuccessful'));
    if (id === undefined) void navigate(industryPaths.edit(savedId), { replace: true });
    else remote.reload();
  };
  const saveAndPublish = async () => {
    const savedId = await save();
    if (savedId === undefined) return;
    const done = await publish.run({ id: savedId, publishAt: publishAt ? publishAt.toISOString() : undefined });
    if (done) back();
  };
  const kindName = t(`kind.${kind}`);

  return (
    <Card
      title={id === undefined ? t('manage.createTitle', { kind: kindName }) : t('manage.editTitle', { kind: kindName })}
      extra={
        <Space>
          {record && <Tag color={record.state === 'published' ? 'green' : 'default'}>{t(`entryStates.${record.state}`)}</Tag>}
          {record?.publishAt && <span>{t('manage.publishedAt', { time: formatDateTime(record.publishAt) })}</span>}
          <Button onClick={back}>{t('manage.back')}</Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...NEW_ENTRY, kind, fields: emptyFields(kind) }}
        onValuesChange={(changed: Partial<Values>) => {
          clearErrorsOnChange(form)(changed);
          if (changed.kind) form.setFieldValue('fields', emptyFields(changed.kind));
        }}
        style={{ maxWidth: 960 }}
      >
        <Space wrap size="large" align="start">
          <Form.Item name="kind" label={t('queue.kind')} extra={id === undefined ? t('manage.kindHint') : undefined}>
            <Select
              disabled={id !== undefined}
              options={INDUSTRY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              style={{ width: 240 }}
              data-testid="industry-kind"
            />
          </Form.Item>
          <Form.Item name="sort" label={t('manage.sort')}>
            <InputNumber min={0} max={9999} precision={0} data-testid="industry-sort" />
          </Form.Item>
        </Space>
        <CoverField label={t('manage.cover')} extra={t('manage.coverHint')} removeLabel={t('manage.removeCover')} testId="industry-cover" />
        <BilingualTabs
          testIdPrefix="industry"
          limits={INDUSTRY_LIMITS}
          schemas={{ title: shape.titleZh, summary: shape.summaryZh, body: shape.bodyZh }}
          labels={{
            title: t('manage.title'),
            summary: t('manage.summary'),
            body: t('manage.body'),
            languageHint: t('manage.languageHint'),
            language: (language) => t(`manage.${language}`),
            bodyLabel: (language) => t('manage.bodyLabel', { language: t(`manage.${language}`) }),
          }}
        />
        <Divider orientation="left">{t('manage.kindFields')}</Divider>
        <KindFields key={kind} kind={kind} />
      </Form>
      <Space wrap>
        <Button type="primary" onClick={() => void saveOnly()} loading={saving} data-testid="industry-save">
          {t('manage.save')}
        </Button>
        <DatePicker
          showTime
          value={publishAt}
          onChange={setPublishAt}
          placeholder={t('manage.publishAtPlaceholder')}
          aria-label={t('manage.publishAtPlaceholder')}
          data-testid="industry-publish-at"
        />
        <Button onClick={() => void saveAndPublish()} loading={saving || publish.running} data-testid="industry-publish">
          {publishAt ? t('manage.schedule') : t('manage.publishNow')}
        </Button>
        <Button onClick={back}>{t('manage.back')}</Button>
      </Space>
    </Card>
  );
}
