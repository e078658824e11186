import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Pagination, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mySuggestions, SUGGESTION_LIMITS, SUGGESTION_TYPES, suggestionInput, type Suggestion, type SuggestionType } from '@contract/endpoints/community';
import { formatBeijing } from '../../components/format/beijingTime';
import { StoredFilesUpload, type UploadedFile } from '../../components/upload/StoredFilesUpload';
import { useRemote } from '../../components/useRemote';
import { zodRule } from '../../components/zodRule';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { SuggestionStateTag } from './SuggestionStateTag';

const PAGE_SIZE = 10;
interface FormValues {
  type: SuggestionType;
  content: string;
  contact?: string;
  attachments?: UploadedFile[];
}

/** /my/suggestion — send a suggestion (type, content, contact, up to 3 attachments) and read the platform's replies. */
export default function MySuggestionsPage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation('console');
  const [form] = Form.useForm<FormValues>();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const answer = useRemote((signal) => call(mySuggestions.page, { pageNum: page, pageSize: PAGE_SIZE }, { signal }), `${page}`);
  const save = useAction(mySuggestions.save);
  const remove = useAction(mySuggestions.remove);
  const shown = answer.data ?? answer.latest;
  const shape = suggestionInput.shape;

  const send = async (values: FormValues) => {
    const sent = await save.run({ type: values.type, content: values.content, contact: values.contact ?? '', attachmentIds: (values.attachments ?? []).map((file) => file.id) });
    if (sent) {
      form.resetFields();
      setWriting(false);
      setPage(1);
      answer.reload();
    }
  };

  return (
    <Card
      title={tc('menu.suggestion')}
      extra={
        !writing && (
          <Button type="primary" onClick={() => setWriting(true)} data-testid="suggestion-new">
            {t('suggestion.new')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('suggestion.intro')}</Typography.Paragraph>
      {writing && (
        <Form<FormValues> form={form} layout="vertical" onFinish={send} initialValues={{ type: 'function' }} data-testid="suggestion-form">
          <Form.Item name="type" label={t('suggestion.type')} rules={[zodRule(shape.type)]}>
            <Select options={SUGGESTION_TYPES.map((type) => ({ value: type, label: t(`suggestion.types.${type}`) }))} data-testid="suggestion-type" />
          </Form.Item>
          <Form.Item name="content" label={t('suggestion.content')} rules={[{ required: true, whitespace: true, message: t('suggestion.contentRequired') }, zodRule(shape.content)]}>
            <Input.TextArea rows={4} maxLength={SUGGESTION_LIMITS.contentMax} showCount placeholder={t('suggestion.contentPlaceholder')} data-testid="suggestion-content" />
          </Form.Item>
          <Form.Item name="contact" label={t('suggestion.contact')} rules={[zodRule(shape.contact)]}>
            <Input maxLength={SUGGESTION_LIMITS.contactMax} placeholder={t('suggestion.contactPlaceholder')} data-testid="suggestion-contact" />
          </Form.Item>
          <Form.Item name="attachments" label={t('suggestion.attachments')}>
            <StoredFilesUpload purpose="suggestionFile" max={SUGGESTION_LIMITS.attachmentsMax} hint={t('suggestion.attachmentsHint')} testPrefix="suggestion" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.running} data-testid="suggestion-send">
              {t('suggestion.send')}
            </Button>
            <Button onClick={() => setWriting(false)}>{tc('buttons.cancel')}</Button>
          </Space>
        </Form>
      )}
      <List<Suggestion>
        loading={answer.loading}
        dataSource={shown?.list ?? []}
        locale={{ emptyText: t('suggestion.empty') }}
        data-testid="suggestion-list"
        renderItem={(row) => (
          <List.Item
            key={row.id}
            data-testid={`suggestion-${row.id}`}
            actions={
              row.state === 'noReply'
                ? [
                    <Popconfirm key="delete" title={t('suggestion.deleteConfirm')} onConfirm={async () => (await remove.run({ id: row.id })) !== undefined && answer.reload()}>
                      <Button type="link" danger size="small" data-testid={`suggestion-delete-${row.id}`}>
                        {t('suggestion.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <SuggestionStateTag state={row.state} />
                  <Typography.Text type="secondary">{t(`suggestion.types.${row.type}`)}</Typography.Text>
                  <Typography.Text type="secondary">{t('suggestion.sentAt', { time: formatBeijing(row.createTime) })}</Typography.Text>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Paragraph>
                  {row.reply !== null && (
                    <Alert
                      type="success"
                      message={`${t('suggestion.reply')} · ${row.replyTime ? t('suggestion.repliedAt', { time: formatBeijing(row.replyTime) }) : ''}`}
                      description={<span style={{ whiteSpace: 'pre-wrap' }}>{row.reply}</span>}
                      data-testid={`suggestion-reply-${row.id}`}
                    />
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {(shown?.total ?? 0) > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={page} pageSize={PAGE_SIZE} total={shown?.total ?? 0} onChange={setPage} />
      )}
    </Card>
  );
}
