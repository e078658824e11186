import { useState } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESEARCH_LIMITS } from '@contract/endpoints/researchData';
import { MSG } from '@contract/messages';
import { StoredFilesUpload, type UploadedFile } from '../../../components/upload/StoredFilesUpload';
import { message as text } from '../../../providers/i18n';

/**
 * Step 2: the data file (CSV in UTF-8 or GBK, or XLSX), stored as soon as it is chosen. Going on without one says
 * that one is required; when editing, the facts alone may be kept (`onFinish`).
 */
export function FileStep({
  file,
  onFile,
  onNext,
  onBack,
  onFinish,
  reading,
}: {
  file?: UploadedFile;
  onFile: (file: UploadedFile | undefined) => void;
  onNext: (file: UploadedFile) => void;
  onBack: () => void;
  onFinish?: () => void;
  reading: boolean;
}) {
  const { t } = useTranslation('researchData');
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (!file) setMissing(true);
    else onNext(file);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }} data-testid="wizard-file">
      <Alert type="info" showIcon message={t('wizard.fileHint', { rows: RESEARCH_LIMITS.rowsMax.toLocaleString() })} />
      <Form.Item label={t('wizard.dataFile')} validateStatus={missing ? 'error' : undefined} help={missing ? text(MSG.dataFileRequired) : undefined} required>
        <StoredFilesUpload
          purpose="researchDataFile"
          max={1}
          hint={t('wizard.fileTypes')}
          testPrefix="dataset-file"
          value={file ? [file] : []}
          onChange={(files) => {
            setMissing(false);
            onFile(files.at(-1));
          }}
        />
      </Form.Item>
      <Space>
        <Button onClick={onBack} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
        {onFinish && (
          <Button onClick={onFinish} data-testid="wizard-finish-without-file">
            {t('wizard.finishWithoutFile')}
          </Button>
        )}
        <Button type="primary" onClick={next} loading={reading} data-testid="wizard-file-next">
          {t('wizard.readFile')}
        </Button>
      </Space>
    </Space>
  );
}
