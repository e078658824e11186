import { LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '@contract/endpoints/files';
import { useStoredFileUrl } from './useStoredFileUrl';
import { useStoredUpload } from './useStoredUpload';
import './upload.css';

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
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload(purpose, (stored) => onChange?.(stored.id));
  const preview = useStoredFileUrl(value);

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
