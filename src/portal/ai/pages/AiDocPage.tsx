import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idFrom } from '../../../components/pagedList/addressId';
import { useSession } from '../../../providers/session';
import { AiScope } from '../AiScope';
import { ChatLayout } from '../chat/ChatLayout';
import { DocumentList } from '../documents/DocumentList';
import { DocumentUpload } from '../documents/DocumentUpload';
import { useDocuments } from '../documents/useDocuments';
import { SignInPrompt } from '../SignInPrompt';
import { ToolHead } from '../ToolHead';

/**
 * `/ai/aiDoc`: questions about the user's own PDF or DOCX. `?document=` picks the document (its conversations and
 * the chat bound to it), `?page=` (a citation's link) says which page was cited.
 */
export default function AiDocPage() {
  const { t } = useTranslation('ai');
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const documentId = idFrom(params.get('document'));
  const citedPage = idFrom(params.get('page'));
  const documents = useDocuments(Boolean(token));

  const select = (id: number | undefined) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (id !== undefined) next.set('document', String(id));
      return next;
    });

  if (!token) {
    return (
      <AiScope testId="ai-page-file">
        <ToolHead tool="file" />
        <SignInPrompt />
      </AiScope>
    );
  }
  const selected = documents.items.find((document) => document.id === documentId);
  return (
    <AiScope testId="ai-page-file">
      <ToolHead tool="file" />
      <div className="at-ai__docs">
        <div className="at-ai__docs-panel">
          <DocumentUpload
            onSaved={(document) => {
              documents.add(document);
              if (document.state === 'ready') select(document.id);
            }}
          />
          <DocumentList documents={documents} selected={documentId} onSelect={select} />
        </div>
        <div>
          {documentId === undefined ? (
            <p className="at-ai__example" data-testid="ai-document-none">
              {t('documents.pick')}
            </p>
          ) : (
            <>
              <h2 data-testid="ai-document-selected">{selected?.name ?? t('documents.selected')}</h2>
              {citedPage !== undefined && <Alert type="info" showIcon message={t('documents.citedPage', { page: citedPage })} data-testid="ai-cited-page" style={{ marginBottom: 12 }} />}
              <ChatLayout key={documentId} tool="file" documentId={documentId} />
            </>
          )}
        </div>
      </div>
    </AiScope>
  );
}
