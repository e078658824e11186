import { Button, Popconfirm, Spin, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { aiDocuments, type AiDocument } from '@contract/endpoints/ai';
import { call } from '../../../providers/http';
import type { useDocuments } from './useDocuments';

/** The user's documents: pick one to ask about it, delete one (with its conversations) after a confirm. */
export function DocumentList({ documents, selected, onSelect }: { documents: ReturnType<typeof useDocuments>; selected: number | undefined; onSelect: (id: number | undefined) => void }) {
  const { t } = useTranslation('ai');
  const remove = async (document: AiDocument) => {
    const done = await call(aiDocuments.documentDel, { id: document.id }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    documents.remove(document.id);
    if (document.id === selected) onSelect(undefined);
  };

  return (
    <div>
      <h2>{t('documents.title')}</h2>
      <ul className="at-ai__doc-list">
        {documents.items.map((document) => (
          <li key={document.id} className="at-ai__doc" aria-current={document.id === selected} data-testid="ai-document">
            <button
              type="button"
              className="at-ai__conversation-title"
              title={document.name}
              disabled={document.state !== 'ready'}
              onClick={() => onSelect(document.id)}
              data-testid="ai-document-open"
            >
              {document.name}
            </button>
            {document.state === 'ready' ? (
              <Tag>{t('documents.size', { pages: document.pages, passages: document.passages })}</Tag>
            ) : (
              <Tag color="error">{t('documents.unreadable')}</Tag>
            )}
            <Popconfirm
              title={t('documents.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'ai-document-delete-confirm' } as never}
              onConfirm={() => remove(document)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('documents.delete')} data-testid="ai-document-delete" />
            </Popconfirm>
          </li>
        ))}
      </ul>
      {documents.loading && <Spin size="small" />}
      {!documents.loading && documents.items.length === 0 && <p className="at-ai__example">{t('documents.empty')}</p>}
      {documents.hasMore && !documents.loading && (
        <Button type="link" onClick={documents.more}>
          {t('conversations.more')}
        </Button>
      )}
    </div>
  );
}
