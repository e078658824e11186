import { useState } from 'react';
import { Button, List, Result, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { docPublic, type CheckItem, type CheckReport } from '@contract/endpoints/documents';
import { useStoredUpload } from '../../components/upload/useStoredUpload';
import { readToken } from '../../providers/cookies';
import { call } from '../../providers/http';

const COLOURS: Record<CheckItem['status'], string> = { pass: 'success', fail: 'error', warn: 'warning', notCheckable: 'default' };

/** The wording of one report line from its kind, status and subject. */
function lineKey(item: CheckItem, format: CheckReport['format']) {
  if (item.kind === 'template') return item.status === 'pass' ? 'check.lines.template' : item.detail ? 'check.lines.templateOther' : 'check.lines.templateUnknown';
  if (item.kind === 'field' && format === 'pdf' && item.subject === '') return 'check.lines.fieldPdf';
  return `check.lines.${item.kind}`;
}

/** Upload a filled document (`docFilled`) and read the report of its check against the template. */
export function CheckPanel({ templateId }: { templateId: number }) {
  const { t } = useTranslation('documents');
  const [report, setReport] = useState<CheckReport>();
  const [checking, setChecking] = useState(false);
  const { beforeUpload, customRequest, uploading } = useStoredUpload('docFilled', (file) => {
    setChecking(true);
    call(docPublic.fileCheck, { id: templateId, fileId: file.id })
      .then(setReport)
      .catch(() => undefined)
      .finally(() => setChecking(false));
  });
  return (
    <section data-testid="check-panel">
      <h2>{t('check.title')}</h2>
      <p>{t('check.lead')}</p>
      <Upload accept=".docx,.pdf" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={readToken() === ''}>
        <Button icon={<UploadOutlined />} loading={uploading || checking} disabled={readToken() === ''}>
          {t('check.upload')}
        </Button>
      </Upload>
      {report && (
        <div data-testid="check-report">
          <Result status={report.passed ? 'success' : 'error'} title={t(report.passed ? 'check.passed' : 'check.failed')} style={{ padding: '16px 0' }} />
          <List
            size="small"
            bordered
            dataSource={report.items}
            renderItem={(item) => (
              <List.Item>
                <Tag color={COLOURS[item.status]}>{t(`check.status.${item.status}`)}</Tag>
                {t(lineKey(item, report.format), { subject: item.subject, detail: item.detail })}
              </List.Item>
            )}
          />
        </div>
      )}
    </section>
  );
}
