import { useState } from 'react';
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Skeleton, Space, Tag, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_PAGES,
  articleInput,
  contentAdmin,
  type AdminArticle,
  type ArticleInput,
  type ContentKind,
} from '@contract/endpoints/content';
import { BilingualTabs, CoverField } from '../../components/bilingualFields';
import { catalogueOptions } from './catalogueOptions';
import { clearErrorsOnChange } from '../../components/formErrors';
import { formatDateTime } from '../../components/format/dateTime';
import { useRemote } from '../../components/useRemote';
import { zodRule } from '../../components/zodRule';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { CONTENT_RESOURCE, contentPaths } from './index';
import { RequiredSelect } from '../../components/form/RequiredSelect';

const L = CONTENT_LIMITS;
const shape = articleInput.shape;
const kindOf = (raw: string | null): ContentKind => (CONTENT_KINDS as readonly string[]).includes(raw ?? '') ? (raw as ContentKind) : 'news';

/**
 * Write a new article (`/create?kind=`) or change one (`/edit/:id`; its kind stays): both languages in tabs, the
 * kind's own fields (slug, catalogue, link), then publish now or at a chosen time.
 */
export default function ContentFormPage() {
  const { t } = useTranslation('contentConsole');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const [saving, setSaving] = useState(false);
  const [publishAt, setPublishAt] = useState<Dayjs | null>(null);
  const { form, formProps, onFinish, query } = useForm<AdminArticle, HttpError, ArticleInput>({
    resource: CONTENT_RESOURCE,
    action: id === undefined ? 'create' : 'edit',
    id,
    redirect: false,
    successNotification: false,
    errorNotification: false,
  });
  const publish = useAction(contentAdmin.publish, { success: text('saveSuccessful'), invalidates: [CONTENT_RESOURCE] });
  const record = query?.data?.data;
  const watched = Form.useWatch('kind', form) as ContentKind | undefined;
  const kind = record?.kind ?? watched ?? kindOf(search.get('kind'));
  const tree = useRemote((signal) => call(contentAdmin.catalogueTree, {}, { signal }), 'catalogues', kind === 'help');
  const back = () => void navigate(contentPaths.list(kind));

  if (id !== undefined && query?.isLoading) return <Skeleton active />;
  if (id !== undefined && !record) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('form.back')}</Button>} />;

  /** Saves the form; answers the saved article's id (undefined when the form or the server refused). */
  const save = async (): Promise<number | undefined> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return undefined;
    setSaving(true);
    const input: ArticleInput = {
      ...values,
      id,
      kind,
      slug: kind === 'page' ? (values.slug ?? null) : null,
      catalogueId: kind === 'help' ? (values.catalogueId ?? null) : null,
      linkUrl: kind === 'banner' ? values.linkUrl || null : null,
      coverFileId: values.coverFileId ?? null,
      tags: values.tags ?? [],
      sort: values.sort ?? 0,
    };
    const saved = await onFinish(input).catch(() => undefined);
    setSaving(false);
    const savedId = saved && 'data' in saved ? (saved.data as AdminArticle).id : id;
    if (!saved || savedId === undefined) return undefined;
    return savedId;
  };
  const saveOnly = async () => {
    const savedId = await save();
    if (savedId === undefined) return;
    void message.success(text('saveSuccessful'));
    if (id === undefined) void navigate(contentPaths.edit(savedId), { replace: true });
  };
  const saveAndPublish = async () => {
    const savedId = await save();
    if (savedId === undefined) return;
    const done = await publish.run({ id: savedId, publishAt: publishAt ? publishAt.toISOString() : undefined });
    if (done) back();
  };

  const kindName = t(`kinds.${kind}`);

  return (
    <Card
      title={id === undefined ? t('form.createTitle', { kind: kindName }) : t('form.editTitle', { kind: kindName })}
      extra={
        <Space>
          {record && <Tag color={record.state === 'published' ? 'green' : 'default'}>{t(`states.${record.state}`)}</Tag>}
          {record?.publishAt && <span>{t('form.publishedAt', { time: formatDateTime(record.publishAt) })}</span>}
          <Button onClick={back}>{t('form.back')}</Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={id === undefined ? { kind, tags: [], sort: 0, coverFileId: null, titleZh: '', titleEn: '', summaryZh: '', summaryEn: '', bodyZh: '', bodyEn: '' } : formProps.initialValues}
        onValuesChange={clearErrorsOnChange(form)}
        style={{ maxWidth: 960 }}
      >
        <Form.Item name="kind" label={t('fields.kind')} extra={id === undefined ? t('form.kindHint') : undefined}>
          <Select
            disabled={id !== undefined}
            options={CONTENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            style={{ maxWidth: 240 }}
            data-testid="content-kind"
          />
        </Form.Item>
        {kind === 'page' && (
          <Form.Item name="slug" label={t('fields.slug')} rules={[zodRule(shape.slug.unwrap().unwrap().unwrap())]} required>
            <RequiredSelect options={CONTENT_PAGES.map((value) => ({ value, label: t(`pages.${value}`) }))} style={{ maxWidth: 240 }} data-testid="content-slug" />
          </Form.Item>
        )}
        {kind === 'help' && (
          <Form.Item name="catalogueId" label={t('fields.catalogue')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              loading={tree.loading}
              treeData={catalogueOptions(tree.data ?? [])}
              placeholder={t('form.cataloguePlaceholder')}
              style={{ maxWidth: 360 }}
              data-testid="content-catalogue"
            />
          </Form.Item>
        )}
        {kind === 'banner' && (
          <Form.Item name="linkUrl" label={t('fields.linkUrl')} rules={[zodRule(shape.linkUrl)]} extra={t('form.linkHint')}>
            <Input maxLength={L.linkMax} placeholder="/other/journalismList" data-testid="content-link" />
          </Form.Item>
        )}
        <CoverField label={t('fields.cover')} extra={t('form.coverHint')} removeLabel={t('form.removeCover')} testId="content-cover" required={kind === 'banner'} />
        <Space wrap size="large">
          <Form.Item name="tags" label={t('fields.tags')} extra={t('form.tagsHint', { max: L.tagsMax })} rules={[zodRule(shape.tags)]}>
            <Select mode="tags" maxCount={L.tagsMax} style={{ minWidth: 320 }} tokenSeparators={[',', '，']} data-testid="content-tags" />
          </Form.Item>
          <Form.Item name="sort" label={t('fields.sort')} extra={t('form.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} data-testid="content-sort" />
          </Form.Item>
        </Space>
        <BilingualTabs
          testIdPrefix="content"
          limits={L}
          schemas={{ title: shape.titleZh, summary: shape.summaryZh, body: shape.bodyZh }}
          labels={{
            title: t('fields.title'),
            summary: t('fields.summary'),
            body: t('fields.body'),
            languageHint: t('form.languageHint'),
            language: (language) => t(`languages.${language}`),
            bodyLabel: (language) => t('form.bodyLabel', { language: t(`languages.${language}`) }),
          }}
        />
      </Form>
      <Space wrap>
        <Button type="primary" onClick={() => void saveOnly()} loading={saving} data-testid="content-save">
          {t('form.save')}
        </Button>
        <DatePicker
          showTime
          value={publishAt}
          onChange={setPublishAt}
          placeholder={t('form.publishAtPlaceholder')}
          aria-label={t('form.publishAtPlaceholder')}
          data-testid="content-publish-at"
        />
        <Button onClick={() => void saveAndPublish()} loading={saving || publish.running} data-testid="content-publish">
          {publishAt ? t('form.schedule') : t('form.publish')}
        </Button>
        <Button onClick={back}>{t('form.back')}</Button>
      </Space>
    </Card>
  );
}
