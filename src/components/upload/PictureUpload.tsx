import { useState } from 'react';
import { LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { files, UPLOAD_RULES, type StoredFile, type UploadPurpose } from '@contract/endpoints/files';
import { callUpload } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { useStoredFileUrl } from './useStoredFileUrl';
import './upload.css';

type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

interface Props {
  /** The stored file's id (a form field's value). */
  value?: string;
  onChange?: (id: string | undefined) => void;
  purpose?: UploadPurpose;
  disabled?: boolean;
  id?: string;
}

/**
 * One picture, uploaded to our server as soon as it is chosen; the form keeps the stored file's id. Size
 * and type are checked here for comfort (no wasted upload); the server checks them again, by content.
 */
export function PictureUpload({ value, onChange, purpose = 'productPicture', disabled, id }: Props) {
  const { t } = useTranslation('cloud');
  const { message } = App.useApp();
  const rule = UPLOAD_RULES[purpose];
  const [uploading, setUploading] = useState(false);
  const preview = useStoredFileUrl(value);

  const beforeUpload = (file: RcFile) => {
    if (!rule.types.includes(file.type)) {
      void message.error(text(rule.wrongType));
      return Upload.LIST_IGNORE;
    }
    if (file.size > rule.maxBytes) {
      void message.error(text(rule.tooLarge));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = async ({ file, onSuccess, onError, onProgress }: UploadRequestOption) => {
    setUploading(true);
    try {
      const stored: StoredFile = await callUpload(files.upload, { purpose }, file as Blob, (file as RcFile).name, {
        onProgress: (percent) => onProgress?.({ percent }),
      });
      onSuccess?.(stored);
      onChange?.(stored.id);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="at-picture-upload" data-testid="picture-upload">
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
          <img src={preview} alt={t('product.fields.picture')} className="at-picture-upload__image" data-testid="picture-preview" />
        ) : (
          <span className="at-picture-upload__empty">
            {uploading ? <LoadingOutlined /> : <PictureOutlined />}
            <span>{uploading ? t('upload.uploading') : t('upload.choosePicture')}</span>
          </span>
        )}
      </Upload>
      <span className="at-picture-upload__hint">
        {value && !disabled ? `${t('upload.replacePicture')} · ` : ''}
        {t('upload.pictureHint')}
      </span>
    </div>
  );
}
