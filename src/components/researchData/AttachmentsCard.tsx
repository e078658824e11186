import { useState } from 'react';
import { Button, Card, List, Select, Space, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { researchData, RESEARCH_LIMITS, type DataSetDetail } from '@contract/endpoints/researchData';
import { StoredFileLink } from '../download/StoredFileLink';
import { useStoredUpload } from '../upload/useStoredUpload';
import { useCallAction } from './useCallAction';

const ATTACHMENT_KINDS = ['raw', 'picture', 'report'] as const;
type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
interface Attachment {
  fileId: string;
  kind: AttachmentKind;
  name: string;
}

const attachmentsOf = (detail: DataSetDetail): Attachment[] =>
  detail.files.filter((file): file is Attachment => file.kind !== 'source');

/**
 * The owner's raw machine files, pictures and reports: each stored as soon as it is chosen (purpose
 * researchAttachment) with the kind chosen before it, then saved together (researchData.files). The imported source
 * files are kept by the server and not listed here.
 */
export function AttachmentsCard({ detail, onChanged }: { detail: DataSetDetail; onChanged: () => void }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const [kind, setKind] = useState<AttachmentKind>('raw');
  const [files, setFiles] = useState<Attachment[]>(() => attachmentsOf(detail));
  const [dirty, setDirty] = useState(false);
  const save = useCallAction(researchData.files, t('attachments.saved'));
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('researchAttachment', (stored) => {
    setFiles((previous) => [...previous, { fileId: stored.id, kind, name: stored.name }]);
    setDirty(true);
  });
  const full = files.length >= RESEARCH_LIMITS.filesMax;
  const kindOptions = ATTACHMENT_KINDS.map((value) => ({ value, label: t(`researchData:fileKinds.${value}`) }));
  const change = (next: Attachment[]) => {
    setFiles(next);
    setDirty(true);
  };

  const submit = async () => {
    if (await save.run({ id: detail.id, files: files.map(({ fileId, kind: fileKind }) => ({ fileId, kind: fileKind })) })) {
      setDirty(false);
      onChanged();
    }
  };

  return (
    <Card
      size="small"
      title={t('attachments.title')}
      data-testid="dataset-attachments"
      extra={
        <Space>
          {dirty && <Typography.Text type="warning">{t('attachments.unsaved')}</Typography.Text>}
          <Button type="primary" disabled={!dirty || uploading} loading={save.running} onClick={() => void submit()} data-testid="attachments-save">
            {t('attachments.save')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select<AttachmentKind> aria-label={t('attachments.kind')} value={kind} onChange={setKind} options={kindOptions} style={{ minWidth: 140 }} data-testid="attachments-kind" />
          <Upload accept={rule.accept} multiple showUploadList={false} disabled={uploading || full || detail.recycled} beforeUpload={beforeUpload} customRequest={customRequest}>
            <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading || full || detail.recycled} data-testid="attachments-upload">
              {uploading ? t('attachments.uploading') : t('attachments.upload')}
            </Button>
          </Upload>
        </Space>
        <Typography.Text type="secondary">{t('attachments.hint', { max: RESEARCH_LIMITS.filesMax })}</Typography.Text>
        <List<Attachment>
          size="small"
          dataSource={files}
          locale={{ emptyText: t('attachments.empty') }}
          renderItem={(file) => (
            <List.Item
              key={file.fileId}
              data-testid="attachments-item"
              actions={[
                <Select<AttachmentKind>
                  key="kind"
                  size="small"
                  aria-label={t('files.kind')}
                  value={file.kind}
                  options={kindOptions}
                  onChange={(next) => change(files.map((other) => (other.fileId === file.fileId ? { ...other, kind: next } : other)))}
                />,
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('attachments.remove')} ${file.name}`}
                  onClick={() => change(files.filter((other) => other.fileId !== file.fileId))}
                />,
              ]}
            >
              <span>
                <Tag>{t(`researchData:fileKinds.${file.kind}`)}</Tag>
                <StoredFileLink id={file.fileId} name={file.name} />
              </span>
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
}
