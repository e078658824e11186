import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@contract/endpoints/researchData';
import type { MappingEntry } from './mappingRules';

/**
 * Step 4: what the import will do (rows, columns, from which file), a note for the version history, and the
 * commit, which replaces the data set's rows as a new signed version. Refused while problems remain.
 */
export function CommitStep({
  preview,
  mapping,
  fresh,
  committing,
  onBack,
  onCommit,
}: {
  preview?: ImportPreview;
  mapping: MappingEntry[];
  fresh: boolean;
  committing: boolean;
  onBack: () => void;
  onCommit: (summary: string) => void;
}) {
  const { t } = useTranslation('researchData');
  const [summary, setSummary] = useState('');
  const ready = fresh && preview !== undefined && preview.problemCount === 0;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }} data-testid="wizard-commit">
      {preview && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('commit.file')}>{preview.fileName}</Descriptions.Item>
          <Descriptions.Item label={t('commit.rows')}>{preview.rowCount}</Descriptions.Item>
          <Descriptions.Item label={t('commit.columns')}>{mapping.filter((entry) => !entry.skip).length}</Descriptions.Item>
        </Descriptions>
      )}
      {!ready && <Alert type="error" showIcon message={t('commit.notReady')} />}
      <Alert type="info" showIcon message={t('commit.versionHint')} />
      <Form layout="vertical">
        <Form.Item label={t('commit.summary')} extra={t('commit.summaryHint')}>
          <Input value={summary} maxLength={200} onChange={(event) => setSummary(event.target.value)} data-testid="import-summary" />
        </Form.Item>
      </Form>
      <Space>
        <Button onClick={onBack} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
        <Button type="primary" disabled={!ready} loading={committing} onClick={() => onCommit(summary.trim())} data-testid="import-commit">
          {t('commit.commit')}
        </Button>
      </Space>
    </Space>
  );
}
