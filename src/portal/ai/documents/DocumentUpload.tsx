import { useState } from 'react';
import { Alert, Button, Upload } from 'antd';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { aiDocuments, type AiDocument } from '@contract/endpoints/ai';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';
import { call } from '../../../providers/http';

/**
 * Uploading a PDF or DOCX (≤ 50 MB) and registering it: the server reads its text into passages. Says how many pages
 * and passages were found, or why the file could not be read (the server's message).
 */
export function DocumentUpload({ onSaved }: { onSaved: (document: AiDocument) => void }) {
  const { t } = useTranslation('ai');
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('aiDocument', (stored) => {
    setReading(true);
    setOutcome(undefined);
    call(aiDocuments.documentSave, { fileId: stored.id }, { silent: true })
      .then((document) => {
        if (document.state === 'ready') setOutcome({ type: 'success', text: t('documents.ready', { name: document.name, pages: document.pages, passages: document.passages }) });
        else setOutcome({ type: 'error', text: t('documents.failed', { name: document.name }) });
        onSaved(document);
      })
      .catch((error: unknown) => setOutcome({ type: 'error', text: (error as { message?: string }).message ?? t('documents.failed', { name: stored.name }) }))
      .finally(() => setReading(false));
  });
  const busy = uploading || reading;

  return (
    <div className="at-ai__ask" data-testid="ai-doc-upload">
      <Upload accept={rule.accept} showUploadList={false} disabled={busy} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button type="primary" icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy} data-testid="ai-doc-upload-button">
          {uploading ? t('documents.uploading') : reading ? t('documents.reading') : t('documents.upload')}
        </Button>
      </Upload>
      <span className="at-ai__example">{t('documents.hint')}</span>
      {outcome && <Alert type={outcome.type} showIcon message={outcome.text} data-testid="ai-doc-outcome" />}
    </div>
  );
}
