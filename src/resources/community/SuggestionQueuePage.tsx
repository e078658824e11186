import { useState } from 'react';
import { Button, Card, Form, Input, List, Modal, Pagination, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { replyInput, SUGGESTION_LIMITS, suggestionQueue, type QueuedSuggestion, type SuggestionState } from '@contract/endpoints/community';
import { StoredFileLink } from '../../components/download/StoredFileLink';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { zodRule } from '../../components/zodRule';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { SuggestionStateTag } from './SuggestionStateTag';

const PAGE_SIZE = 10;
type Tab = 'noReply' | 'replied' | 'all';

/** /my/administration/suggestion — the platform's queue (the longest waiting first) by state; reply once in a dialog. */
export default function SuggestionQueuePage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation('console');
  const [tab, setTab] = useState<Tab>('noReply');
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<QueuedSuggestion>();
  const [form] = Form.useForm<{ reply: string }>();
  const answer = useRemote(
    (signal) => call(suggestionQueue.page, { pageNum: page, pageSize: PAGE_SIZE, state: tab === 'all' ? undefined : (tab as SuggestionState) }, { signal }),
    `${tab}#${page}`,
  );
  const reply = useAction(suggestionQueue.reply);
  const shown = answer.data ?? answer.latest;

  const send = async ({ reply: text }: { reply: string }) => {
    if (replying && (await reply.run({ id: replying.id, reply: text }))) {
      setReplying(undefined);
      form.resetFields();
      answer.reload();
    }
  };

  return (
    <Card title={tc('menu.suggestionReply')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPage(1);
        }}
        items={[
          { key: 'noReply', label: t('suggestion.states.noReply') },
          { key: 'replied', label: t('suggestion.states.replied') },
          { key: 'all', label: t('suggestionReply.all') },
        ]}
      />
      <List<QueuedSuggestion>
        loading={answer.loading}
        dataSource={shown?.list ?? []}
        locale={{ emptyText: t('suggestionReply.empty') }}
        data-testid="suggestion-queue"
        renderItem={(row) => (
          <List.Item
            key={row.id}
            data-testid={`queued-${row.id}`}
            actions={
              row.state === 'noReply'
                ? [
                    <Button key="reply" type="link" onClick={() => setReplying(row)} data-testid={`queued-reply-${row.id}`}>
                      {t('suggestionReply.replyAction')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <SuggestionStateTag state={row.state} />
                  <Typography.Text>{t(`suggestion.types.${row.type}`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('suggestionReply.user')}: {row.userName} {row.contact && `(${row.contact})`}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('suggestion.sentAt', { time: formatBeijing(row.createTime) })}</Typography.Text>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Paragraph>
                  {row.attachmentIds.length > 0 && (
                    <Space wrap>
                      {row.attachmentIds.map((id, index) => (
                        <StoredFileLink key={id} id={id} name={`${t('suggestion.attachments')} ${index + 1}`} testId={`queued-file-${row.id}-${index}`} />
                      ))}
                    </Space>
                  )}
                  {row.reply !== null && (
                    <Typography.Paragraph type="success" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.reply} — {row.repliedByName ? t('suggestionReply.repliedBy', { name: row.repliedByName }) : ''}
                    </Typography.Paragraph>
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
      <Modal
        open={replying !== undefined}
        title={t('suggestionReply.replyTitle')}
        onCancel={() => setReplying(undefined)}
        onOk={() => form.submit()}
        confirmLoading={reply.running}
        destroyOnHidden
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{replying?.content}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={send}>
          <Form.Item name="reply" rules={[{ required: true, whitespace: true, message: t('suggestionReply.replyRequired') }, zodRule(replyInput.shape.reply)]}>
            <Input.TextArea rows={5} maxLength={SUGGESTION_LIMITS.replyMax} showCount placeholder={t('suggestionReply.replyPlaceholder')} data-testid="suggestion-reply-text" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
