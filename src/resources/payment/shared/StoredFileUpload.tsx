import { useState, type ReactNode } from 'react';
import { LoadingOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoredFileUrl } from '../../../components/upload/useStoredFileUrl';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import type { PaymentUploadPurpose } from './uploadRules';

interface Props {
  /** The stored file's id (a form field's value). */
  value?: string | null;
  onChange?: (id: string | null) => void;
  purpose: PaymentUploadPurpose;
  /** A picture shows its preview; a file its name and a link. */
  variant: 'picture' | 'file';
  hint: string;
  disabled?: boolean;
  id?: string;
  testId?: string;
}

/**
 * One file uploaded to our server as soon as it is chosen (`files.upload` with the purpose); the form keeps the
 * stored file's id. Type and size are checked here for comfort; the server checks them again, by content.
 */
export function StoredFileUpload({ value, onChange, purpose, variant, hint, disabled, id, testId }: Props) {
  const { t } = useTranslation('console');
  const [name, setName] = useState<string>();
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload(purpose, (stored) => {
    setName(stored.name);
    onChange?.(stored.id);
  });
  const preview = useStoredFileUrl(variant === 'picture' ? (value ?? undefined) : undefined);

  const upload = (children: ReactNode, listType?: UploadProps['listType']) => (
    <Upload
      id={id}
      accept={rule.accept}
      listType={listType}
      showUploadList={false}
      maxCount={1}
      disabled={disabled || uploading}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
    >
      {children}
    </Upload>
  );

  if (variant === 'picture') {
    return (
      <Space direction="vertical" size={4} data-testid={testId}>
        {upload(
          preview ? (
            <img src={preview} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid={testId && `${testId}-preview`} />
          ) : (
            <Space direction="vertical" size={4} align="center">
              {uploading ? <LoadingOutlined /> : <PictureOutlined />}
              <span>{uploading ? t('upload.uploading') : t('upload.choosePicture')}</span>
            </Space>
          ),
          'picture-card',
        )}
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Space>
    );
  }

  return (
    <Space direction="vertical" size={4} data-testid={testId}>
      <Space wrap>
        {upload(
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={disabled || uploading}>
            {uploading ? t('upload.uploading') : value ? t('upload.replace') : t('upload.choose')}
          </Button>,
        )}
        {value && (
          <StoredFileLink id={value} name={name ?? t('upload.file')} testId={testId && `${testId}-file`}>
            {name ?? t('upload.uploaded')}
          </StoredFileLink>
        )}
        {value && !disabled && (
          <Button type="link" size="small" onClick={() => onChange?.(null)}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Space>
  );
}
