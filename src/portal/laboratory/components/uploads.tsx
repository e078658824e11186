import { useState } from 'react';
import { LoadingOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { refusalOf } from '../../../components/upload/useStoredUpload';
import { useStoredFileUrl } from '../../../components/upload/useStoredFileUrl';
import { callUpload } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { laboratoryEntry, UPLOAD_RULES } from '../endpoints';

type Purpose = 'labPicture' | 'labFile';
type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];
export interface Stored {
  id: string;
  name: string;
}

/** Stores one chosen file through `laboratory/upload` (type and size checked first for comfort; the server checks by content). */
function useLabUpload(purpose: Purpose, onStored: (file: Stored) => void) {
  const { message } = App.useApp();
  const rule = UPLOAD_RULES[purpose];
  const [uploading, setUploading] = useState(false);
  const beforeUpload = (file: RcFile) => {
    const refusal = refusalOf(rule, file);
    if (!refusal) return true;
    void message.error(text(refusal));
    return Upload.LIST_IGNORE;
  };
  const customRequest = async ({ file, onSuccess, onError }: UploadRequestOption) => {
    setUploading(true);
    try {
      const stored = await callUpload(laboratoryEntry.upload, { purpose }, file as Blob, (file as RcFile).name);
      onSuccess?.(stored);
      onStored(stored);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };
  return { rule, uploading, beforeUpload, customRequest };
}

/** A stored picture shown with the session (drafts' pictures are private). */
export function StoredPicture({ id, alt, className }: { id: string | null; alt: string; className?: string }) {
  const url = useStoredFileUrl(id ?? undefined);
  return url ? <img src={url} alt={alt} className={className} /> : <span className={className} aria-hidden />;
}

interface PictureProps {
  value?: string | null;
  onChange?: (id: string | null) => void;
  disabled?: boolean;
  id?: string;
  testId?: string;
}

/** One picture (logo, instrument photo): the form keeps the stored file's id. */
export function LabPictureUpload({ value, onChange, disabled, id, testId }: PictureProps) {
  const { t } = useTranslation('laboratory');
  const { rule, uploading, beforeUpload, customRequest } = useLabUpload('labPicture', (stored) => onChange?.(stored.id));
  const preview = useStoredFileUrl(value ?? undefined);
  return (
    <Space direction="vertical" size={4} data-testid={testId}>
      <Upload
        id={id}
        accept={rule.accept}
        listType="picture-card"
        showUploadList={false}
        maxCount={1}
        disabled={disabled || uploading}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        {preview ? (
          <img src={preview} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <Space direction="vertical" size={4} align="center">
            {uploading ? <LoadingOutlined /> : <PictureOutlined />}
            <span>{uploading ? t('upload.uploading') : t('upload.choosePicture')}</span>
          </Space>
        )}
      </Upload>
      <Space size={4}>
        <Typography.Text type="secondary">{t('upload.pictureHint')}</Typography.Text>
        {value && !disabled && (
          <Button type="link" size="small" onClick={() => onChange?.(null)}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

interface FilesProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** How many files the list holds at most. */
  max: number;
  /** Names of the files the application already shows. */
  names: Record<string, string>;
  disabled?: boolean;
  id?: string;
  testId?: string;
}

/** A list of files (brochure, scans, capability files, attachments), each uploaded as soon as it is chosen. */
export function LabFilesUpload({ value = [], onChange, max, names, disabled, id, testId }: FilesProps) {
  const { t } = useTranslation('laboratory');
  const [added, setAdded] = useState<Record<string, string>>({});
  const { rule, uploading, beforeUpload, customRequest } = useLabUpload('labFile', (stored) => {
    setAdded((previous) => ({ ...previous, [stored.id]: stored.name }));
    onChange?.([...value, stored.id].slice(0, max));
  });
  const full = value.length >= max;
  return (
    <Space direction="vertical" size={4} data-testid={testId}>
      {value.map((fileId, index) => (
        <Space key={fileId} size={4}>
          <StoredFileLink id={fileId} name={added[fileId] ?? names[fileId] ?? t('upload.file')} testId={testId && `${testId}-file-${index}`} />
          {!disabled && (
            <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((other) => other !== fileId))}>
              {t('upload.remove')}
            </Button>
          )}
        </Space>
      ))}
      {!disabled && !full && (
        <Upload id={id} accept={rule.accept} showUploadList={false} disabled={uploading} beforeUpload={beforeUpload} customRequest={customRequest}>
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
            {uploading ? t('upload.uploading') : t('upload.choose')}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary">{t('upload.fileHint', { max })}</Typography.Text>
    </Space>
  );
}

/** One file (brochure, a certificate scan): the same list holding at most one, its value a single id. */
export function LabFileUpload({ value, onChange, ...rest }: Omit<FilesProps, 'value' | 'onChange' | 'max'> & { value?: string | null; onChange?: (id: string | null) => void }) {
  return <LabFilesUpload {...rest} max={1} value={value ? [value] : []} onChange={(ids) => onChange?.(ids[0] ?? null)} />;
}
