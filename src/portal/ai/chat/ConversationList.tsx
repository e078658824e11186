import { useState } from 'react';
import { App, Button, Input, Modal, Popconfirm, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS, aiConversations, type ConversationSummary } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import type { useConversationList } from './useConversationList';

type List = ReturnType<typeof useConversationList>;

/** The left column: the tool's conversations, searched by title, renamed in a dialog, deleted after a confirm. */
export function ConversationList({ list, openId, onOpen, onNew }: { list: List; openId: number | undefined; onOpen: (id: number) => void; onNew: () => void }) {
  const { t } = useTranslation('ai');
  const { message } = App.useApp();
  const [renaming, setRenaming] = useState<ConversationSummary>();
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);

  const rename = async () => {
    if (!renaming) return;
    const trimmed = title.trim();
    if (!trimmed) {
      void message.error(t('conversations.titleRequired'));
      return;
    }
    setSaving(true);
    const saved = await call(aiConversations.conversationsSave, {
      id: renaming.id,
      title: trimmed,
      tool: renaming.tool,
      ...(renaming.documentId !== null ? { documentId: renaming.documentId } : {}),
    }).catch(() => undefined);
    setSaving(false);
    if (!saved) return;
    list.upsert(saved);
    setRenaming(undefined);
  };

  const remove = async (id: number) => {
    const done = await call(aiConversations.conversationsDel, { id }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    list.remove(id);
    if (id === openId) onNew();
  };

  return (
    <aside className="at-ai__side" aria-label={t('conversations.title')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="ai-new-conversation">
        {t('conversations.new')}
      </Button>
      <Input.Search allowClear placeholder={t('conversations.search')} onSearch={list.search} maxLength={100} data-testid="ai-conversation-search" />
      <ul className="at-ai__conversations">
        {list.items.map((conversation) => (
          <li key={conversation.id} className="at-ai__conversation" aria-current={conversation.id === openId} data-testid="ai-conversation">
            <button type="button" className="at-ai__conversation-title" title={conversation.title} onClick={() => onOpen(conversation.id)} data-testid="ai-conversation-open">
              {conversation.title}
            </button>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('conversations.rename')}
              data-testid="ai-conversation-rename"
              onClick={() => {
                setTitle(conversation.title);
                setRenaming(conversation);
              }}
            />
            <Popconfirm
              title={t('conversations.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'ai-conversation-delete-confirm' } as never}
              onConfirm={() => remove(conversation.id)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('conversations.delete')} data-testid="ai-conversation-delete" />
            </Popconfirm>
          </li>
        ))}
      </ul>
      {list.loading && <Spin size="small" />}
      {!list.loading && list.items.length === 0 && <p className="at-ai__example">{list.keyword ? t('conversations.noMatch') : t('conversations.empty')}</p>}
      {list.hasMore && !list.loading && (
        <Button type="link" onClick={list.more} data-testid="ai-conversation-more">
          {t('conversations.more')}
        </Button>
      )}
      <Modal
        open={renaming !== undefined}
        title={t('conversations.rename')}
        onCancel={() => setRenaming(undefined)}
        onOk={() => void rename()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        okButtonProps={{ 'data-testid': 'ai-conversation-rename-confirm' } as never}
        destroyOnHidden
      >
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={AI_LIMITS.titleMax}
          showCount
          aria-label={t('conversations.titleLabel')}
          data-testid="ai-conversation-rename-input"
          onPressEnter={() => void rename()}
        />
      </Modal>
    </aside>
  );
}
