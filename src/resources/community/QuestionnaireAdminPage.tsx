import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS, questionnaireAdmin, type Questionnaire, type QuestionnaireInput } from '@contract/endpoints/community';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import QuestionnaireResults from './QuestionnaireResults';

const newId = () => Math.random().toString(36).slice(2, 10);
const STATE_COLOURS = { draft: 'default', published: 'green', closed: 'orange' } as const;

/**
 * /my/administration/questionnaire — the platform's questionnaires: write a draft (questions in both languages with
 * Form.List), publish it (the one published before closes), close it, and read its results.
 */
export default function QuestionnaireAdminPage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation('console');
  const [editing, setEditing] = useState<Partial<Questionnaire>>();
  const [resultsOf, setResultsOf] = useState<Questionnaire>();
  const [form] = Form.useForm<QuestionnaireInput>();
  const list = useRemote((signal) => call(questionnaireAdmin.page, { pageNum: 1, pageSize: 50 }, { signal }), 'all');
  const save = useAction(questionnaireAdmin.save);
  const publish = useAction(questionnaireAdmin.publish);
  const close = useAction(questionnaireAdmin.close);
  const remove = useAction(questionnaireAdmin.remove);
  const after = (done: unknown) => done !== undefined && list.reload();

  const open = (row?: Questionnaire) => {
    setEditing(row ?? {});
    form.setFieldsValue(row ?? { titleZh: '', titleEn: '', introZh: '', introEn: '', questions: [] });
  };
  const submit = async (values: QuestionnaireInput) => {
    if (await save.run({ ...values, id: editing?.id })) {
      setEditing(undefined);
      list.reload();
    }
  };
  return (
    <Card
      title={tc('menu.questionnaire')}
      extra={
        <Button type="primary" onClick={() => open()} data-testid="questionnaire-new">
          {t('admin.new')}
        </Button>
      }
    >
      <Table<Questionnaire>
        rowKey="id"
        loading={list.loading}
        dataSource={(list.data ?? list.latest)?.list ?? []}
        locale={{ emptyText: t('admin.empty') }}
        pagination={false}
        columns={[
          { key: 'title', title: t('admin.titleZh'), render: (_, row) => row.titleZh || row.titleEn },
          { key: 'state', title: t('admin.state'), render: (_, row) => <Tag color={STATE_COLOURS[row.state]}>{t(`admin.states.${row.state}`)}</Tag> },
          { key: 'answers', title: t('admin.answers'), dataIndex: 'answers' },
          { key: 'published', title: t('admin.publishTime'), render: (_, row) => (row.publishTime ? formatBeijing(row.publishTime) : '') },
          {
            key: 'actions',
            title: tc('table.actions'),
            render: (_, row) => (
              <Space wrap>
                {row.state === 'draft' && <Button type="link" onClick={() => open(row)}>{tc('buttons.edit')}</Button>}
                {row.state === 'draft' && (
                  <Popconfirm title={t('admin.publishConfirm')} onConfirm={async () => after(await publish.run({ id: row.id }))}>
                    <Button type="link" data-testid={`questionnaire-publish-${row.id}`}>{t('admin.publish')}</Button>
                  </Popconfirm>
                )}
                {row.state === 'published' && (
                  <Popconfirm title={t('admin.closeConfirm')} onConfirm={async () => after(await close.run({ id: row.id }))}>
                    <Button type="link">{t('admin.close')}</Button>
                  </Popconfirm>
                )}
                {row.state === 'draft' && (
                  <Popconfirm title={tc('buttons.confirm')} onConfirm={async () => after(await remove.run({ id: row.id }))}>
                    <Button type="link" danger>{tc('buttons.delete')}</Button>
                  </Popconfirm>
                )}
                {row.state !== 'draft' && (
                  <Button type="link" onClick={() => setResultsOf(row)} data-testid={`questionnaire-results-${row.id}`}>
                    {t('admin.results')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== undefined} width={860} title={t('admin.editor')} onCancel={() => setEditing(undefined)} onOk={() => form.submit()} confirmLoading={save.running} destroyOnHidden>
        <Form<QuestionnaireInput> form={form} layout="vertical" onFinish={submit}>
          <Space.Compact block>
            <Form.Item name="titleZh" label={t('admin.titleZh')} style={{ flex: 1 }}><Input maxLength={200} /></Form.Item>
            <Form.Item name="titleEn" label={t('admin.titleEn')} style={{ flex: 1 }}><Input maxLength={200} /></Form.Item>
          </Space.Compact>
          <Form.Item name="introZh" label={t('admin.introZh')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
          <Form.Item name="introEn" label={t('admin.introEn')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
          <Form.List name="questions">
            {(fields, { add, remove: drop }) => (
              <>
                {fields.map((field) => (
                  <Card key={field.key} size="small" style={{ marginBottom: 8 }} extra={<Button type="link" danger onClick={() => drop(field.name)}>{tc('buttons.delete')}</Button>}>
                    <Form.Item name={[field.name, 'id']} hidden><Input /></Form.Item>
                    <Space wrap>
                      <Form.Item name={[field.name, 'kind']} label={t('admin.kind')}>
                        <Select style={{ width: 140 }} options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`admin.kinds.${kind}`) }))} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'required']} valuePropName="checked" label=" "><Checkbox>{t('admin.required')}</Checkbox></Form.Item>
                    </Space>
                    <Form.Item name={[field.name, 'textZh']} label={t('admin.textZh')}><Input maxLength={300} /></Form.Item>
                    <Form.Item name={[field.name, 'textEn']} label={t('admin.textEn')}><Input maxLength={300} /></Form.Item>
                    <Form.List name={[field.name, 'options']}>
                      {(options, { add: addOption, remove: dropOption }) => (
                        <>
                          {options.map((option) => (
                            <Space key={option.key} align="baseline">
                              <Form.Item name={[option.name, 'id']} hidden><Input /></Form.Item>
                              <Form.Item name={[option.name, 'zh']}><Input placeholder={t('admin.optionZh')} maxLength={100} /></Form.Item>
                              <Form.Item name={[option.name, 'en']}><Input placeholder={t('admin.optionEn')} maxLength={100} /></Form.Item>
                              <Button type="link" danger onClick={() => dropOption(option.name)}>{tc('buttons.delete')}</Button>
                            </Space>
                          ))}
                          <Button type="dashed" size="small" onClick={() => addOption({ id: newId(), zh: '', en: '' })}>{t('admin.addOption')}</Button>
                        </>
                      )}
                    </Form.List>
                  </Card>
                ))}
                <Button type="dashed" block onClick={() => add({ id: newId(), kind: 'single', textZh: '', textEn: '', required: false, options: [] })} data-testid="questionnaire-add-question">
                  {t('admin.addQuestion')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
      <Modal
        open={resultsOf !== undefined}
        width={760}
        footer={null}
        title={resultsOf ? `${t('admin.results')} · ${resultsOf.titleZh || resultsOf.titleEn}` : t('admin.results')}
        onCancel={() => setResultsOf(undefined)}
        destroyOnHidden
      >
        {resultsOf && <QuestionnaireResults questionnaire={resultsOf} />}
      </Modal>
    </Card>
  );
}
